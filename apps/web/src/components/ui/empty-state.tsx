import { useId, type ReactNode } from 'react';

/** A list screen's "nothing here yet" panel: an icon, a heading, a line of text and an action. */
export function EmptyState({
  icon,
  title,
  body,
  action,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-box border border-dashed border-base-300 bg-base-200 px-6 py-10 text-center sm:py-14"
    >
      <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-base-100 text-primary shadow-sm">
        {icon}
      </span>
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      {body ? <p className="mx-auto mt-2 max-w-md text-muted">{body}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </section>
  );
}
