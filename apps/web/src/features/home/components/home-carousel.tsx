import { CAROUSEL_SLIDE_COUNT, CAROUSEL_SLIDE_WIDTHS } from '@bondhon/shared/constants';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { useSlides } from '../hooks/use-slides';

/**
 * The three illustrations our server draws (1600×700). The first, the page's largest paint, comes
 * as its drawing (an SVG of a few dozen shapes, 1.5 KB compressed), parsed before the first
 * paint. The others are detailed (the henna slide has 358 shapes): as drawings the page parsed and
 * styled each as a document of its own on its main thread after that paint (up to a 48 ms task on
 * a slow hour's host), so they come as pictures (WebP, at CAROUSEL_SLIDE_WIDTHS), decoded off it.
 */
const SLIDES = [
  { number: 1, altKey: 'couple', isDrawing: true },
  { number: 2, altKey: 'mehndi', isDrawing: false },
  { number: 3, altKey: 'rings', isDrawing: false },
] as const satisfies readonly { number: number; altKey: string; isDrawing: boolean }[];

/**
 * How wide a slide's picture is shown: the screen's width, or wider where the carousel's height
 * (h-56, md:h-96, lg:h-[30rem] below) crops a 16:7 picture's sides (object-cover).
 */
const SLIDE_SIZES =
  '(min-width: 1024px) max(100vw, 1097px), (min-width: 768px) max(100vw, 878px), max(100vw, 512px)';

function slideSources({ number, isDrawing }: { number: number; isDrawing: boolean }) {
  if (isDrawing) return { src: `/media/slides/${number}` };
  const picture = (width: number) => `/media/slides/${number}/${width}.webp`;
  return {
    src: picture(Math.max(...CAROUSEL_SLIDE_WIDTHS)),
    srcSet: CAROUSEL_SLIDE_WIDTHS.map((width) => `${picture(width)} ${width}w`).join(', '),
    sizes: SLIDE_SIZES,
  };
}

/** Who decided whether the slides advance on their own. */
type PlayChoice = 'default' | 'playing' | 'paused';

const controlClass =
  'btn btn-circle btn-ghost btn-sm text-base-content hover:bg-base-300 focus-visible:bg-base-300';

/**
 * The home carousel (spec §2, §9): three full-width slides that loop and advance every
 * CAROUSEL_AUTOPLAY_MS, also after someone swipes or presses a control. Previous/next arrows,
 * one dot per slide, and a pause button (WCAG 2.2.2); with reduced motion it starts paused and
 * slides change without moving. The first slide's picture is the page's largest paint: the
 * other slides' pictures load, and autoplay starts, only once it is shown, so nothing competes
 * with it (`onFirstPictureShown` tells the page, which may hold back more).
 */
export function HomeCarousel({ onFirstPictureShown }: { onFirstPictureShown?: () => void }) {
  const { t } = useTranslation();
  const firstPictureRef = useRef<HTMLImageElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [isFirstPictureShown, setIsFirstPictureShown] = useState(false);
  const [playChoice, setPlayChoice] = useState<PlayChoice>('default');
  const isPlaying = playChoice === 'playing' || (playChoice === 'default' && !prefersReducedMotion);
  const slides = useSlides({
    viewportRef,
    count: SLIDES.length,
    isPlaying,
    isInstant: prefersReducedMotion,
    canAutoplay: isFirstPictureShown,
  });
  const { activeIndex } = slides;
  // A control pressed before the first picture is in brings the other pictures too.
  const showsEveryPicture = isFirstPictureShown || activeIndex !== 0;

  const onShown = useEffectEvent(() => {
    setIsFirstPictureShown(true);
    onFirstPictureShown?.();
  });

  useEffect(() => {
    const firstPicture = firstPictureRef.current;
    // Once the first picture is in (or failed to come) and the frame showing it is painted.
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(onShown, 0);
      });
    };
    if (!firstPicture || firstPicture.complete) afterPaint();
    else {
      firstPicture.addEventListener('load', afterPaint, { once: true });
      firstPicture.addEventListener('error', afterPaint, { once: true });
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      firstPicture?.removeEventListener('load', afterPaint);
      firstPicture?.removeEventListener('error', afterPaint);
    };
  }, []);

  // Not `count`: i18next then looks for plural forms, and the first plural rule a page asks for
  // makes the browser load its locale's rules (Intl.PluralRules) in the hydration's render.
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
            onClick={slides.previous}
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
                    onClick={() => slides.show(index)}
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
            onClick={slides.next}
          >
            <Icon name="chevronRight" className="size-5" />
          </button>
        </div>
      </div>

      <div
        ref={viewportRef}
        className="relative h-56 w-full cursor-grab touch-pan-y overflow-hidden select-none active:cursor-grabbing sm:h-72 md:h-96 lg:h-[30rem] xl:h-[34rem]"
        aria-live={isPlaying ? 'off' : 'polite'}
        {...slides.swipeHandlers}
      >
        {SLIDES.map(({ number, altKey, isDrawing }, index) => (
          <div
            key={number}
            className={`absolute inset-0 ${index === activeIndex ? '' : 'invisible'}`}
            role="group"
            aria-roledescription={t('home.carousel.slideRoleDescription')}
            aria-label={t('home.carousel.position', { number: index + 1, total: slideCount })}
            aria-hidden={index !== activeIndex}
          >
            {/* The first slide is the page's largest paint; the others come once it is shown. */}
            {index === 0 || showsEveryPicture ? (
              <img
                ref={index === 0 ? firstPictureRef : undefined}
                {...slideSources({ number, isDrawing })}
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
    </section>
  );
}
