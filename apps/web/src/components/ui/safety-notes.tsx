import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStrings } from '../../lib/i18n';
import { safetyStrings } from '../../locales/safety';
import { Icon } from './icons';

// Its strings come with its code: every screen that shows it loads it after its first paint or
// with code that is itself loaded on demand (the payment dialog).
await loadStrings(safetyStrings);

/**
 * "Stay safe" (issue 21), where money and contact meet: meet and verify the family in person,
 * never send money to someone met here, report anyone who asks. One box with the same words on a
 * profile (with its Report button as `children`), in the payment dialog and on My Contact
 * Requests. `isCompact` fits it into a dialog.
 */
export function SafetyNotes({
  isCompact = false,
  children,
}: {
  isCompact?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-box border border-warning/40 bg-warning/10 ${isCompact ? 'p-4 text-sm' : 'p-5 sm:p-6'}`}
    >
      <h2
        id={headingId}
        className={`flex items-center gap-2 font-semibold ${isCompact ? 'mb-2 text-base' : 'mb-3 text-lg'}`}
      >
        <Icon name="shield" className={isCompact ? 'size-4' : 'size-5'} />
        {t('safety.title')}
      </h2>
      <ul className="list-disc space-y-1 ps-5">
        <li>{t('safety.verify')}</li>
        <li>{t('safety.money')}</li>
        <li>{t('safety.report')}</li>
      </ul>
      {children}
    </section>
  );
}
