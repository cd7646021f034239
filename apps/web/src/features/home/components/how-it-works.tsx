import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';

const STEPS = [
  { key: 'signUp', icon: 'users' },
  { key: 'createProfile', icon: 'idCard' },
  { key: 'searchConnect', icon: 'search' },
  { key: 'success', icon: 'heart' },
] as const satisfies readonly { key: string; icon: IconName }[];

/** 'How It Works' (spec §2): the four steps from signing up to a marriage. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-how-it-works">
      <div className="page-container py-12 sm:py-16">
        <div className="mx-auto mb-8 max-w-2xl text-center sm:mb-10">
          <h2 id="home-how-it-works" className="text-2xl font-bold text-primary sm:text-3xl">
            {t('home.howItWorks.heading')}
          </h2>
          <p className="mt-3 text-lg text-muted">{t('home.howItWorks.intro')}</p>
        </div>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ key, icon }, index) => (
            <li
              key={key}
              className="relative flex gap-4 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:flex-col"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-content">
                <Icon name={icon} />
              </span>
              <div>
                <p className="text-sm font-semibold text-secondary">
                  {t('home.howItWorks.stepNumber', { number: index + 1 })}
                </p>
                <h3 className="text-lg font-semibold">{t(`home.howItWorks.steps.${key}.title`)}</h3>
                <p className="mt-1 text-muted">{t(`home.howItWorks.steps.${key}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
