import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

/** Stands where a screen's real content will go. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="rounded-box border border-dashed border-base-300 bg-base-200 px-6 py-10 text-center sm:py-14"
    >
      <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-base-100 text-primary shadow-sm">
        <Icon name="clock" />
      </span>
      <h2 id="coming-soon-title" className="text-xl font-semibold">
        {t('common.comingSoonTitle')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted">{t('common.comingSoonBody')}</p>
    </section>
  );
}
