import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  DeleteBiodataSection,
  FarewellNote,
  type Farewell,
} from '../../features/biodata-deletion/components/delete-biodata';
import { BiodataVisibilityPanel } from '../../features/biodata-visibility/components/biodata-visibility-panel';
import {
  ownBiodataQueryKeyRoot,
  useOwnBiodata,
} from '../../features/my-biodata/api/get-own-biodata';
import { paths } from '../paths';

/**
 * Your Data's choices about the member's own biodata, loaded after the screen's first paint with
 * their strings (view-biodata.tsx): who can see it (ADR 0034) and deleting it (ADR 0038), once
 * they have one. "Hide it instead" in the deletion dialog brings the member to the first. Once it
 * is deleted, the screen forgets it (its no-biodata state shows) and the kind word goes into
 * `farewellSlot`, above that state.
 */
export function OwnBiodataChoices({
  email,
  farewellSlot,
}: {
  email: string;
  farewellSlot: HTMLElement | null;
}) {
  const queryClient = useQueryClient();
  const { data: biodata } = useOwnBiodata(email);
  const visibilityRef = useRef<HTMLDivElement>(null);
  const [farewell, setFarewell] = useState<Farewell | null>(null);

  const onHideInstead = () => {
    visibilityRef.current?.scrollIntoView({ block: 'center' });
    visibilityRef.current?.focus();
  };
  const onDeleted = (said: Farewell) => {
    setFarewell(said);
    queryClient.setQueriesData({ queryKey: ownBiodataQueryKeyRoot }, null);
  };

  return (
    <>
      {farewell && farewellSlot ? createPortal(<FarewellNote {...farewell} />, farewellSlot) : null}
      {biodata ? (
        <>
          <div ref={visibilityRef} tabIndex={-1} className="focus:outline-none">
            <BiodataVisibilityPanel editHref={paths.customer.editBiodata.href()} />
          </div>
          <DeleteBiodataSection
            biodataName={biodata.name}
            onHideInstead={onHideInstead}
            onDeleted={onDeleted}
          />
        </>
      ) : null}
    </>
  );
}
