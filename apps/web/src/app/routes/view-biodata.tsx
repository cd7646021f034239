import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { OwnBiodata } from '../../features/my-biodata/components/own-biodata';
import { paths } from '../paths';
import { myBiodataStrings } from '../../features/my-biodata/locales';
import { biodataFieldStrings } from '../../locales/biodata-fields';
import { loadStrings } from '../../lib/i18n';

// This screen's strings, loaded with its code (before it renders): lib/i18n.ts.
await loadStrings(myBiodataStrings, biodataFieldStrings);

/** After the first paint, with their strings: Your Data's first load stays small. */
const OwnBiodataChoices = lazy(() =>
  import('./own-biodata-choices').then((module) => ({ default: module.OwnBiodataChoices })),
);

/**
 * 'Your Biodata' (spec §2, viewbioData): the person's own biodata, with Make Premium; then who
 * can see it and deleting it (issue 21), whose kind word, once it is deleted, shows above the
 * screen's no-biodata state.
 */
export function ViewBiodataPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [farewellSlot, setFarewellSlot] = useState<HTMLDivElement | null>(null);

  return (
    <div>
      <PageHeader title={t('myBiodata.title')} lead={t('myBiodata.lead')} />
      <div ref={setFarewellSlot} />
      {user ? (
        <>
          <OwnBiodata email={user.email} editHref={paths.customer.editBiodata.href()} />
          <Suspense fallback={null}>
            <OwnBiodataChoices email={user.email} farewellSlot={farewellSlot} />
          </Suspense>
        </>
      ) : null}
    </div>
  );
}

export { ViewBiodataPage as Component };
