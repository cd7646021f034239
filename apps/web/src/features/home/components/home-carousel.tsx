import { CAROUSEL_SLIDE_COUNT } from '@bondhon/shared/constants';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import type { CarouselSwiper } from './carousel-swiper';

/** The three illustrations our server draws at /media/slides/{n} (1600×700). */
const SLIDES = [
  { number: 1, altKey: 'couple' },
  { number: 2, altKey: 'mehndi' },
  { number: 3, altKey: 'rings' },
] as const satisfies readonly { number: number; altKey: string }[];

const SLIDE_SPEED_MS = 700;

/** Who decided whether the slides advance on their own. */
type PlayChoice = 'default' | 'playing' | 'paused';

const controlClass =
  'btn btn-circle btn-ghost btn-sm text-base-content hover:bg-base-300 focus-visible:bg-base-300';

/**
 * The home carousel (spec §2, §9): three full-width slides that loop and advance every
 * CAROUSEL_AUTOPLAY_MS, also after someone swipes or presses a control. Previous/next arrows,
 * one dot per slide, and a pause button (WCAG 2.2.2); with reduced motion it starts paused.
 * The first slide's picture is the page's largest paint: Swiper and the other slides' pictures
 * load only once it is shown, so they never compete with it (`onFirstPictureShown` tells the
 * page, which may hold back more). Until then it stands as a still.
 */
export function HomeCarousel({ onFirstPictureShown }: { onFirstPictureShown?: () => void }) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const firstPictureRef = useRef<HTMLImageElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const swiperRef = useRef<CarouselSwiper | null>(null);
  const [isSwiperReady, setIsSwiperReady] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<PlayChoice>('default');
  const isPlaying = playChoice === 'playing' || (playChoice === 'default' && !prefersReducedMotion);

  const onShown = useEffectEvent(() => onFirstPictureShown?.());

  useEffect(() => {
    const element = containerRef.current;
    const firstPicture = firstPictureRef.current;
    if (!element) return;
    let isCancelled = false;
    let hasStarted = false;
    let instance: CarouselSwiper | null = null;
    const start = () => {
      if (hasStarted || isCancelled) return;
      hasStarted = true;
      import('./carousel-swiper')
        .then(({ createCarouselSwiper }) => {
          if (isCancelled) return;
          instance = createCarouselSwiper(element, {
            // Speed and autoplay follow the person's settings in the effects below.
            isAutoplaying: false,
            onSlideChange: setActiveIndex,
          });
          swiperRef.current = instance;
          setIsSwiperReady(true);
        })
        // Without the slider the first slide simply stays; nothing to tell the person.
        .catch(() => {});
    };
    // Once the first picture is in (or failed to come) and the frame showing it is painted.
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startAfterPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => {
          onShown();
          start();
        }, 0);
      });
    };
    if (!firstPicture || firstPicture.complete) startAfterPaint();
    else {
      firstPicture.addEventListener('load', startAfterPaint, { once: true });
      firstPicture.addEventListener('error', startAfterPaint, { once: true });
    }
    return () => {
      isCancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      firstPicture?.removeEventListener('load', startAfterPaint);
      firstPicture?.removeEventListener('error', startAfterPaint);
      instance?.destroy(true, true);
      swiperRef.current = null;
    };
  }, []);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!isSwiperReady || !swiper || swiper.destroyed) return;
    swiper.params.speed = prefersReducedMotion ? 0 : SLIDE_SPEED_MS;
  }, [isSwiperReady, prefersReducedMotion]);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!isSwiperReady || !swiper || swiper.destroyed) return;
    if (isPlaying) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [isSwiperReady, isPlaying]);

  const slideCount = CAROUSEL_SLIDE_COUNT;

  return (
    <section
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.carousel.label')}
      className="relative bg-base-200"
    >
      {/* Controls first in the reading order (WAI-ARIA carousel pattern), drawn over the foot. */}
      <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center px-4 sm:bottom-5">
        <div className="flex items-center gap-0.5 rounded-full bg-base-100/95 px-1.5 py-1 shadow-md sm:gap-1 sm:px-2">
          <button
            type="button"
            className={controlClass}
            aria-label={isPlaying ? t('home.carousel.pause') : t('home.carousel.play')}
            onClick={() => setPlayChoice(isPlaying ? 'paused' : 'playing')}
          >
            <Icon name={isPlaying ? 'pause' : 'play'} className="size-4" />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label={t('home.carousel.previous')}
            onClick={() => swiperRef.current?.slidePrev()}
          >
            <Icon name="chevronLeft" className="size-5" />
          </button>
          <ul className="flex items-center">
            {SLIDES.map(({ number }, index) => {
              const isActive = index === activeIndex;
              return (
                <li key={number}>
                  <button
                    type="button"
                    className="flex size-8 cursor-pointer items-center justify-center rounded-full"
                    aria-label={t('home.carousel.goTo', { number: index + 1 })}
                    aria-current={isActive ? 'true' : undefined}
                    onClick={() => swiperRef.current?.slideToLoop(index)}
                  >
                    <span
                      className={`block size-3 rounded-full border-2 border-primary transition-colors ${isActive ? 'bg-primary' : 'bg-transparent'}`}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className={controlClass}
            aria-label={t('home.carousel.next')}
            onClick={() => swiperRef.current?.slideNext()}
          >
            <Icon name="chevronRight" className="size-5" />
          </button>
        </div>
      </div>

      <div
        ref={containerRef}
        className="swiper h-56 w-full overflow-hidden sm:h-72 md:h-96 lg:h-[30rem] xl:h-[34rem]"
      >
        <div className="swiper-wrapper flex h-full" aria-live={isPlaying ? 'off' : 'polite'}>
          {SLIDES.map(({ number, altKey }, index) => (
            <div
              key={number}
              className="swiper-slide h-full w-full shrink-0"
              role="group"
              aria-roledescription={t('home.carousel.slideRoleDescription')}
              aria-label={t('home.carousel.position', { number: index + 1, count: slideCount })}
              aria-hidden={index !== activeIndex}
            >
              {/* The first slide is the page's largest paint; the others come with the slider. */}
              {index === 0 || isSwiperReady ? (
                <img
                  ref={index === 0 ? firstPictureRef : undefined}
                  src={`/media/slides/${number}`}
                  alt={t(`home.carousel.slides.${altKey}`)}
                  width={1600}
                  height={700}
                  fetchPriority={index === 0 ? 'high' : 'low'}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  draggable={false}
                  className="h-full w-full object-cover"
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
