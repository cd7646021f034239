import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { EditBiodata } from '../../features/my-biodata/components/edit-biodata';
import { biodataMoreStrings } from '../../locales/biodata-more';
import { districtStrings } from '../../locales/districts';
import { loadStrings } from '../../lib/i18n';
import { paths } from '../paths';
import { biodataFormStrings } from '../../features/my-biodata/locales/form';
import { biodataFieldStrings } from '../../locales/biodata-fields';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts; with them the
// districts' names, which the form's district lists show (issue 20).
await loadStrings(biodataFormStrings, biodataFieldStrings, districtStrings, biodataMoreStrings);

/**
 * 'Create Your Biodata' (spec §2, editBioData; DESIGN D2): saves section by section, and with
 * 'Save Biodata' saves, then shows it. A #hash naming a section opens the form at it.
 */
export function EditBiodataPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const { hash } = useLocation();

  return (
    <div>
      <PageHeader title={t('biodataForm.title')} lead={t('biodataForm.lead')} />
      {user ? (
        <EditBiodata
          email={user.email}
          hash={hash}
          onSaved={() => void navigate(paths.customer.viewBiodata.href())}
        />
      ) : null}
    </div>
  );
}

export { EditBiodataPage as Component };
