import { PREMIUM_LIST_DEFAULT_ORDER } from '@bondhon/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { useDocumentTitle } from '../../components/ui/page-header';
import { premiumMembersQueryOptions } from '../../features/home/api/get-premium-members';
import { HomeCarousel } from '../../features/home/components/home-carousel';
import { successStoriesQueryOptions } from '../../features/success-stories/api/success-stories';
import { paths } from '../paths';
import { homeStrings } from '../../features/home/locales';
import { loadStrings } from '../../lib/i18n';
import { useReaderHeadsDown } from '../../lib/use-reader-heads-down';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(homeStrings);

// Premium Members, How It Works, the counters and the success stories sit under the fold: their
// code and data load once the carousel's first picture (the page's largest paint) is shown, and
// they are drawn when the reader heads for them (lib/use-reader-heads-down.ts). Until then their
// place (a screen tall) keeps the footer below the fold.

/** Their code, once it has come: drawn with it, they need no second render. */
let underTheFold: ComponentType | undefined;
let underTheFoldLoad: Promise<ComponentType> | undefined;

/** Downloads and runs their code, once (again after a failure). */
function loadUnderTheFold(): Promise<ComponentType> {
  underTheFoldLoad ??= import('./home-under-the-fold').then(
    ({ HomeUnderTheFold }) => (underTheFold = HomeUnderTheFold),
    (error: unknown) => {
      underTheFoldLoad = undefined;
      throw error;
    },
  );
  return underTheFoldLoad;
}

/** The sections for a reader who heads down before their code has come. */
const AwaitedUnderTheFold = lazy(() =>
  loadUnderTheFold().then((component) => ({ default: component })),
);

/** The page's heading and pitch, compact, under the carousel. */
function HomeIntro() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-heading"
      className="on-dark bg-gradient-to-br from-primary via-primary-deep to-neutral text-primary-content"
    >
      <div className="page-container grid gap-6 py-10 sm:py-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center lg:gap-12 lg:py-14">
        <div>
          <p className="mb-3 inline-flex rounded-full border border-gold/60 px-3 py-1 text-sm font-medium text-gold">
            {t('home.eyebrow')}
          </p>
          <h1
            id="home-heading"
            className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl lg:text-5xl"
          >
            {t('home.heading')}
          </h1>
        </div>
        <div>
          <p className="text-lg leading-relaxed">{t('home.pitch')}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.biodatas.href()} className="btn border-0 btn-lg btn-accent">
              {t('home.browseCta')}
              <Icon name="arrowRight" className="size-5" />
            </Link>
            <Link
              to={paths.signUp.href()}
              className="btn btn-outline btn-lg border-primary-content text-primary-content hover:bg-primary-content hover:text-primary"
            >
              {t('home.registerCta')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The sections under the fold, with their code if it has come, else as it comes. */
function UnderTheFold({ placeholder }: { placeholder: ReactNode }) {
  // Chosen once: a component that changed between renders would be drawn anew.
  const [Sections] = useState(() => underTheFold ?? AwaitedUnderTheFold);
  return (
    <Suspense fallback={placeholder}>
      <Sections />
    </Suspense>
  );
}

/**
 * Home (spec §2), in the spec's order: the carousel, then (after the page's heading) Premium
 * Members, How It Works and Our Success Counters; then the couples married through Bondhon.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));
  const placeRef = useRef<HTMLDivElement>(null);
  const readerHeadsDown = useReaderHeadsDown(placeRef);
  const queryClient = useQueryClient();

  const belowTheFoldPlaceholder = <div ref={placeRef} className="min-h-dvh bg-base-200" />;
  return (
    <>
      <HomeCarousel
        onFirstPictureShown={() => {
          // Their code and data download now: the sections then draw at once, with their
          // cards, when the reader heads for them.
          void queryClient.prefetchQuery(premiumMembersQueryOptions(PREMIUM_LIST_DEFAULT_ORDER));
          void queryClient.prefetchQuery(successStoriesQueryOptions());
          void loadUnderTheFold().catch(() => undefined);
        }}
      />
      <HomeIntro />
      {readerHeadsDown ? (
        <UnderTheFold placeholder={belowTheFoldPlaceholder} />
      ) : (
        belowTheFoldPlaceholder
      )}
    </>
  );
}

export { HomePage as Component };
