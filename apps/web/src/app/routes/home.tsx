import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icons';
import { useDocumentTitle } from '../../components/ui/page-header';
import { paths } from '../paths';

const HIGHLIGHTS = [
  { key: 'divisions', icon: 'map' },
  { key: 'privacy', icon: 'shield' },
  { key: 'free', icon: 'sparkle' },
] as const satisfies readonly { key: string; icon: IconName }[];

/** Two interlinked rings, large and faint: the hero's decoration. */
function HeroRings() {
  return (
    <svg
      viewBox="0 0 400 300"
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute -right-24 -bottom-16 w-[34rem] max-w-none opacity-25 sm:-right-10 lg:right-0 lg:w-[40rem]"
    >
      <circle cx="150" cy="150" r="110" fill="none" strokeWidth="14" className="stroke-gold" />
      <circle
        cx="250"
        cy="150"
        r="110"
        fill="none"
        strokeWidth="14"
        className="stroke-primary-content"
      />
    </svg>
  );
}

/** Home (spec §2). The carousel, premium members, steps and counters come in later issues. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'));

  return (
    <>
      <section
        aria-labelledby="home-heading"
        className="on-dark relative isolate overflow-hidden bg-gradient-to-br from-primary via-primary-deep to-neutral text-primary-content"
      >
        <HeroRings />
        <div className="page-container relative py-16 sm:py-24 lg:py-32">
          <div className="max-w-2xl">
            <p className="mb-4 inline-flex rounded-full border border-gold/60 px-3 py-1 text-sm font-medium text-gold">
              {t('home.eyebrow')}
            </p>
            <h1
              id="home-heading"
              className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl"
            >
              {t('home.heading')}
            </h1>
            <p className="mt-5 text-lg leading-relaxed sm:text-xl">{t('home.pitch')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.biodatas.href()} className="btn btn-lg border-0 btn-accent">
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

      <section aria-labelledby="home-highlights" className="bg-base-200">
        <div className="page-container py-12 sm:py-16">
          <h2
            id="home-highlights"
            className="mb-8 text-center text-2xl font-bold text-primary sm:text-3xl"
          >
            {t('home.highlights.label')}
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {HIGHLIGHTS.map(({ key, icon }) => (
              <li
                key={key}
                className="flex gap-4 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm md:flex-col"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-content">
                  <Icon name={icon} />
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{t(`home.highlights.${key}.title`)}</h3>
                  <p className="mt-1 text-muted">{t(`home.highlights.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export { HomePage as Component };
