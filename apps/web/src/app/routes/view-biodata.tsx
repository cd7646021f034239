import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { OwnBiodata } from '../../features/my-biodata/components/own-biodata';
import { paths } from '../paths';
import { myBiodataStrings } from '../../features/my-biodata/locales';
import { biodataFieldStrings } from '../../locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(myBiodataStrings, biodataFieldStrings);

/** 'Your Biodata' (spec §2, viewbioData): the person's own biodata, with Make Premium. */
export function ViewBiodataPage() {
  const { t } = useTranslation();
  const { user } = useSession();

  return (
    <div>
      <PageHeader title={t('myBiodata.title')} lead={t('myBiodata.lead')} />
      {user ? <OwnBiodata email={user.email} editHref={paths.customer.editBiodata.href()} /> : null}
    </div>
  );
}

export { ViewBiodataPage as Component };
