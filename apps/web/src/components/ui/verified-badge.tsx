import { Icon } from './icons';

/**
 * The Verified badge (issue 21): an admin reviewed this biodata; its words say when, for eyes and
 * for screen readers alike.
 */
export function VerifiedBadge({
  verifiedAt,
  label,
  title,
  className = 'mb-3',
}: {
  verifiedAt: string;
  label: string;
  /** "Verified by Bondhon's admins on 12 Nov 2026". */
  title: string;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${className}`}>
      <span className="badge gap-1 badge-sm font-semibold badge-success" aria-hidden="true">
        <Icon name="check" className="size-3.5" />
        {label}
      </span>
      <time dateTime={verifiedAt} className="text-muted">
        {title}
      </time>
    </p>
  );
}
