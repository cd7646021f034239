import { HomeBelowTheFold } from '../../features/home/components/below-the-fold';
import { SuccessStories } from '../../features/success-stories/components/success-stories';
import { paths } from '../paths';

/**
 * Home under its first screen, in the spec's order (spec §2): Premium Members, How It Works and
 * Our Success Counters, then the couples married through Bondhon (issue 21; nothing until there
 * is a story). One module, loaded after the first screen's (routes/home.tsx): its code comes in
 * one download and, once run, is drawn at once.
 */
export function HomeUnderTheFold() {
  return (
    <>
      <HomeBelowTheFold detailsHref={paths.biodataDetails.href} />
      <SuccessStories />
    </>
  );
}
