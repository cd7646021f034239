import type { BiodataRecordWithContact } from '@bondhon/shared/schemas/biodata';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { QueryState } from '../../../components/ui/query-state';
import { useOwnBiodata } from '../api/get-own-biodata';
import { errorText } from '../../../lib/error-text';

/**
 * The form's code (react-hook-form, the fields) loads beside the person's biodata instead of
 * before the page's first paint, which shows only the placeholder until both are in.
 */
const loadBiodataForm = () => import('./biodata-form');
const BiodataForm = lazy(() =>
  loadBiodataForm().then(({ BiodataForm }) => ({ default: BiodataForm })),
);

/**
 * The biodata form's area (spec §2): only the spec's '...' placeholder while the person's biodata
 * loads, then the form, pre-filled with it when there is one, and open at the section `hash`
 * names (#biodata-section-family), if it names one.
 */
export function EditBiodata({
  email,
  hash,
  onSaved,
}: {
  email: string;
  /** The address's #hash, if any. */
  hash?: string;
  onSaved?: (record: BiodataRecordWithContact) => void;
}) {
  const { t } = useTranslation();
  const biodata = useOwnBiodata(email);
  // Fetched with the biodata, not after it: the form is ready when the answer is. A failed load
  // is tried again when the form renders, and then shows the screen's error page.
  useEffect(() => {
    loadBiodataForm().catch(() => undefined);
  }, []);

  const placeholder = (
    <p
      role="status"
      aria-label={t('biodataForm.loading')}
      className="py-16 text-center text-3xl font-semibold tracking-[0.3em] text-muted"
    >
      {t('biodataForm.loadingPlaceholder')}
    </p>
  );
  return (
    <QueryState
      query={biodata}
      pending={placeholder}
      error={(error, retry) => (
        <LoadError
          message={`${t('biodataForm.loadFailed')} ${errorText(error)}`}
          retryLabel={t('biodataForm.retry')}
          onRetry={retry}
        />
      )}
    >
      {(record) => (
        <Suspense fallback={placeholder}>
          <BiodataForm email={email} biodata={record} hash={hash} onSaved={onSaved} />
        </Suspense>
      )}
    </QueryState>
  );
}
