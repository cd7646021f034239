import { loadStrings } from '../../../lib/i18n';
import { homeSectionStrings } from '../locales';
import { HowItWorks } from './how-it-works';
import { PremiumMembers } from './premium-members';
import { SuccessCounters } from './success-counters';

// These sections' strings come with their code (lib/i18n.ts).
await loadStrings(homeSectionStrings);

/**
 * The home sections under the carousel and the page's heading, in the spec's order (spec §2):
 * Premium Members, How It Works, Our Success Counters. Their code loads on its own, after the
 * first screen's, with the success stories (app/routes/home-under-the-fold.tsx).
 */
export function HomeBelowTheFold({ detailsHref }: { detailsHref: (id: string) => string }) {
  return (
    <>
      <PremiumMembers detailsHref={detailsHref} />
      <HowItWorks />
      <SuccessCounters />
    </>
  );
}
