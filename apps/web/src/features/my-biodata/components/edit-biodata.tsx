import type { BiodataRecordWithContact } from '@bondhon/shared/schemas/biodata';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { QueryState } from '../../../components/ui/query-state';
import { useBiodataDraft } from '../api/biodata-draft';
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
      error={(error, retry) => <BiodataLoadError error={error} retry={retry} />}
    >
      {(record) => (
        <Suspense fallback={placeholder}>
          <FormWithDraft
            email={email}
            biodata={record}
            hash={hash}
            onSaved={onSaved}
            placeholder={placeholder}
          />
        </Suspense>
      )}
    </QueryState>
  );
}

/** Why the form could not load, with a way to try again. */
function BiodataLoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadError
      message={`${t('biodataForm.loadFailed')} ${errorText(error)}`}
      retryLabel={t('biodataForm.retry')}
      onRetry={retry}
    />
  );
}

/**
 * The form, for a member without a biodata filled in from their draft (what its sections' saves
 * kept), once that is in. The same form stays when the first save creates the biodata.
 */
function FormWithDraft({
  email,
  biodata,
  hash,
  onSaved,
  placeholder,
}: {
  email: string;
  biodata: BiodataRecordWithContact | null;
  hash?: string;
  onSaved?: (record: BiodataRecordWithContact) => void;
  placeholder: ReactNode;
}) {
  const draft = useBiodataDraft(biodata === null);
  if (biodata === null && draft.isError) {
    return <BiodataLoadError error={draft.error} retry={() => void draft.refetch()} />;
  }
  if (biodata === null && draft.isPending) return placeholder;
  return (
    <BiodataForm
      email={email}
      biodata={biodata}
      draft={draft.data?.values}
      hash={hash}
      onSaved={onSaved}
    />
  );
}
