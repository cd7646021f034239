import { useNavigate } from 'react-router';
import { BlockMember } from '../../features/blocks/components/block-member';
import { SafetyAndReport } from '../../features/reports/components/safety-and-report';
import { paths } from '../paths';

/**
 * The profile's Stay safe box (the reports feature) with, for a customer on another member's
 * profile, Block this member (the blocks feature), which leaves the profile for the listing once
 * blocked: it is now not found for the caller. Loaded by the details page after its first paint,
 * with both features' strings (the page is at its first-load budget).
 */
export function ProfileSafety({
  biodataId,
  isOwn,
  canBlock,
}: {
  biodataId: string;
  /** The caller's own biodata: nothing to report or block. */
  isOwn: boolean;
  canBlock: boolean;
}) {
  const navigate = useNavigate();
  return (
    <SafetyAndReport
      biodataId={biodataId}
      canReport={!isOwn}
      otherAction={
        canBlock && !isOwn ? (
          <BlockMember
            biodataId={biodataId}
            onBlocked={() => void navigate(paths.biodatas.href(), { replace: true })}
          />
        ) : null
      }
    />
  );
}
