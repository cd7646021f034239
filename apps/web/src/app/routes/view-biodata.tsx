import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { useOwnBiodata } from '../../features/my-biodata/api/get-own-biodata';
import { OwnBiodata } from '../../features/my-biodata/components/own-biodata';
import { paths } from '../paths';
import { myBiodataStrings } from '../../features/my-biodata/locales';
import { biodataFieldStrings } from '../../locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(myBiodataStrings, biodataFieldStrings);

/** After the first paint, with its strings: Your Data's first load stays small. */
const BiodataVisibilityPanel = lazy(() =>
  import('../../features/biodata-visibility/components/biodata-visibility-panel').then(
    (module) => ({ default: module.BiodataVisibilityPanel }),
  ),
);

/**
 * 'Your Biodata' (spec §2, viewbioData): the person's own biodata, with Make Premium, and who can
 * see it (issue 21).
 */
export function ViewBiodataPage() {
  const { t } = useTranslation();
  const { user } = useSession();

  return (
    <div>
      <PageHeader title={t('myBiodata.title')} lead={t('myBiodata.lead')} />
      {user ? (
        <>
          <OwnBiodata email={user.email} editHref={paths.customer.editBiodata.href()} />
          <VisibilityOfOwnBiodata email={user.email} />
        </>
      ) : null}
    </div>
  );
}

/** Who can see the member's biodata, once they have one (the same query as the biodata's). */
function VisibilityOfOwnBiodata({ email }: { email: string }) {
  const { data: biodata } = useOwnBiodata(email);
  if (!biodata) return null;
  return (
    <Suspense fallback={null}>
      <BiodataVisibilityPanel editHref={paths.customer.editBiodata.href()} />
    </Suspense>
  );
}

export { ViewBiodataPage as Component };
