import 'swiper/css';
import { CAROUSEL_AUTOPLAY_MS } from '@bondhon/shared/constants';
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

export type CarouselSwiper = Swiper;

/**
 * The home carousel's slider: Swiper's core and its Autoplay module only (this module is
 * loaded on demand, so Swiper stays out of the home page's first download). Loops, and keeps
 * auto-advancing after a swipe or a button press (spec §2: disableOnInteraction false).
 */
export function createCarouselSwiper(
  element: HTMLElement,
  {
    isAutoplaying,
    onSlideChange,
  }: {
    isAutoplaying: boolean;
    onSlideChange: (index: number) => void;
  },
): CarouselSwiper {
  return new Swiper(element, {
    modules: [Autoplay],
    loop: true,
    grabCursor: true,
    autoplay: {
      enabled: isAutoplaying,
      delay: CAROUSEL_AUTOPLAY_MS,
      disableOnInteraction: false,
      pauseOnMouseEnter: false,
    },
    on: {
      realIndexChange: (swiper) => onSlideChange(swiper.realIndex),
    },
  });
}
