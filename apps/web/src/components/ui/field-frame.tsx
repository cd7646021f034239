import { useId, type ReactNode } from 'react';

/**
 * The ids a form control needs to be labelled and described: its own, and the `aria-describedby`
 * of its error (when there is one) or else its hint.
 */
export function useFieldIds({ error, hint }: { error?: string; hint?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isHintShown = Boolean(hint) && !error;
  const describedBy = [error ? errorId : null, isHintShown ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return { id, hintId, errorId, isHintShown, describedBy: describedBy || undefined };
}

/**
 * A form control's frame: its label above, and under it the error (announced) or the standing
 * hint, wired to the ids of useFieldIds.
 */
export function FieldFrame({
  ids,
  label,
  error,
  hint,
  className,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="mb-1.5 block font-medium">
        {label}
      </label>
      {children}
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}

/** Under a control or a group: its error (announced), or else its standing hint. */
export function FieldMessages({
  ids,
  error,
  hint,
}: {
  ids: ReturnType<typeof useFieldIds>;
  error?: string;
  hint?: string;
}) {
  return (
    <>
      {error ? (
        <p id={ids.errorId} role="alert" className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
      {ids.isHintShown ? (
        <p id={ids.hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
}
