import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { OwnBiodata } from '../../features/my-biodata/components/own-biodata';
import { paths } from '../paths';

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
