import {
  COUNTER_DURATION_MS,
  COUNTER_IN_VIEW_THRESHOLD,
  COUNTER_THOUSANDS_SEPARATOR,
  SUCCESS_COUNTERS,
} from '@bondhon/shared/constants';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountUp } from '../hooks/use-count-up';
import { canObserveVisibility, useInView } from '../hooks/use-in-view';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

type CounterKey = (typeof SUCCESS_COUNTERS)[number]['key'];

/** 2543 → "2,543" (spec §9: ',' between thousands). */
export function formatCount(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, COUNTER_THOUSANDS_SEPARATOR);
}

function SuccessCounter({ counterKey, target }: { counterKey: CounterKey; target: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isInView = useInView(ref, COUNTER_IN_VIEW_THRESHOLD);
  const isAnimated = !prefersReducedMotion && canObserveVisibility();
  const value = useCountUp({
    target,
    durationMs: COUNTER_DURATION_MS,
    isRunning: isAnimated && isInView,
  });
  const shown = isAnimated ? value : target;

  return (
    <div
      ref={ref}
      className="flex flex-col-reverse items-center gap-2 rounded-box border border-base-300 bg-base-100 px-6 py-8 text-center shadow-sm"
    >
      <dt className="text-lg font-semibold">{t(`home.counters.${counterKey}`)}</dt>
      <dd className="font-display text-4xl font-bold text-primary tabular-nums sm:text-5xl">
        {/* The moving number is for the eye; assistive technology reads the final figure. */}
        <span aria-hidden="true">{formatCount(shown)}</span>
        <span className="sr-only">{formatCount(target)}</span>
      </dd>
    </div>
  );
}

/**
 * 'Our Success Counters' (spec §2, DESIGN D11): each figure counts up from 0 over
 * COUNTER_DURATION_MS once 30% of it is visible, and starts again from 0 after it leaves the
 * screen. With reduced motion, or no way to tell visibility, the final figures stand still.
 */
export function SuccessCounters() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-counters" className="bg-base-200">
      <div className="page-container py-12 sm:py-16">
        <h2
          id="home-counters"
          className="mb-8 text-center text-2xl font-bold text-primary sm:mb-10 sm:text-3xl"
        >
          {t('home.counters.heading')}
        </h2>
        <dl className="grid gap-6 sm:grid-cols-3">
          {SUCCESS_COUNTERS.map(({ key, target }) => (
            <SuccessCounter key={key} counterKey={key} target={target} />
          ))}
        </dl>
      </div>
    </section>
  );
}
