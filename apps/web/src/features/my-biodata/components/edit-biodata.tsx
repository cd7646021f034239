import type { BiodataRecordWithContact } from '@bondhon/shared/schemas/biodata';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { QueryState } from '../../../components/ui/query-state';
import { useOwnBiodata } from '../api/get-own-biodata';
import { BiodataForm } from './biodata-form';

/**
 * The biodata form's area (spec §2): only the spec's '...' placeholder while the person's biodata
 * loads, then the form, pre-filled with it when there is one.
 */
export function EditBiodata({
  email,
  onSaved,
}: {
  email: string;
  onSaved?: (record: BiodataRecordWithContact) => void;
}) {
  const { t } = useTranslation();
  const biodata = useOwnBiodata(email);

  return (
    <QueryState
      query={biodata}
      pending={
        <p
          role="status"
          aria-label={t('biodataForm.loading')}
          className="py-16 text-center text-3xl font-semibold tracking-[0.3em] text-muted"
        >
          {t('biodataForm.loadingPlaceholder')}
        </p>
      }
      error={(error, retry) => (
        <LoadError
          message={`${t('biodataForm.loadFailed')} ${error.message}`}
          retryLabel={t('biodataForm.retry')}
          onRetry={retry}
        />
      )}
    >
      {(record) => <BiodataForm email={email} biodata={record} onSaved={onSaved} />}
    </QueryState>
  );
}
