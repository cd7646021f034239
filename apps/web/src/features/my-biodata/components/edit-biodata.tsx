import type { BiodataRecordWithContact } from '@bondhon/shared/schemas/biodata';
import { useTranslation } from 'react-i18next';
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

  if (biodata.isPending) {
    return (
      <p
        role="status"
        aria-label={t('biodataForm.loading')}
        className="py-16 text-center text-3xl font-semibold tracking-[0.3em] text-muted"
      >
        {t('biodataForm.loadingPlaceholder')}
      </p>
    );
  }
  if (biodata.isError) {
    return (
      <div role="alert" className="alert flex flex-wrap justify-between alert-soft alert-error">
        <span>
          {t('biodataForm.loadFailed')} {biodata.error.message}
        </span>
        <button type="button" className="btn btn-sm" onClick={() => void biodata.refetch()}>
          {t('biodataForm.retry')}
        </button>
      </div>
    );
  }
  return <BiodataForm email={email} biodata={biodata.data} onSaved={onSaved} />;
}
