import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import type { Farewell } from '../../features/biodata-deletion/components/delete-biodata';
import { useOwnBiodata } from '../../features/my-biodata/api/get-own-biodata';
import { OwnBiodata } from '../../features/my-biodata/components/own-biodata';
import { paths } from '../paths';
import { myBiodataStrings } from '../../features/my-biodata/locales';
import { biodataFieldStrings } from '../../locales';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(myBiodataStrings, biodataFieldStrings);

/** After the first paint, with their strings: Your Data's first load stays small. */
const BiodataVisibilityPanel = lazy(() =>
  import('../../features/biodata-visibility/components/biodata-visibility-panel').then(
    (module) => ({ default: module.BiodataVisibilityPanel }),
  ),
);
const loadDeletion = () => import('../../features/biodata-deletion/components/delete-biodata');
const DeleteBiodataSection = lazy(() =>
  loadDeletion().then((module) => ({ default: module.DeleteBiodataSection })),
);
const FarewellNote = lazy(() =>
  loadDeletion().then((module) => ({ default: module.FarewellNote })),
);

/**
 * 'Your Biodata' (spec §2, viewbioData): the person's own biodata, with Make Premium, who can
 * see it, and deleting it with a reason (issue 21); once it is deleted, a kind word above the
 * screen's no-biodata state.
 */
export function ViewBiodataPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [farewell, setFarewell] = useState<Farewell | null>(null);

  return (
    <div>
      <PageHeader title={t('myBiodata.title')} lead={t('myBiodata.lead')} />
      {farewell ? (
        <Suspense fallback={null}>
          <FarewellNote {...farewell} />
        </Suspense>
      ) : null}
      {user ? (
        <>
          <OwnBiodata email={user.email} editHref={paths.customer.editBiodata.href()} />
          <OwnBiodataChoices email={user.email} onDeleted={setFarewell} />
        </>
      ) : null}
    </div>
  );
}

/**
 * Who can see the member's biodata, and deleting it, once they have one (the same query as the
 * biodata's). "Hide it instead" in the deletion dialog brings the member to the first.
 */
function OwnBiodataChoices({
  email,
  onDeleted,
}: {
  email: string;
  onDeleted: (farewell: Farewell) => void;
}) {
  const { data: biodata } = useOwnBiodata(email);
  const visibilityRef = useRef<HTMLDivElement>(null);
  if (!biodata) return null;
  const onHideInstead = () => {
    visibilityRef.current?.scrollIntoView({ block: 'center' });
    visibilityRef.current?.focus();
  };
  return (
    <>
      <div ref={visibilityRef} tabIndex={-1} className="focus:outline-none">
        <Suspense fallback={null}>
          <BiodataVisibilityPanel />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <DeleteBiodataSection
          biodataName={biodata.name}
          onHideInstead={onHideInstead}
          onDeleted={onDeleted}
        />
      </Suspense>
    </>
  );
}

export { ViewBiodataPage as Component };
