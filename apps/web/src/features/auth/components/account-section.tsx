import { useId, type ReactNode } from 'react';
import { errorText } from '../../../lib/error-text';

/** One titled card of the settings screen. */
export function Section({
  title,
  tone = 'plain',
  children,
}: {
  title: string;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-box border bg-base-100 p-5 shadow-sm sm:p-6 ${
        tone === 'danger' ? 'border-error/40' : 'border-base-300'
      }`}
    >
      <h2 id={id} className={`text-xl font-semibold ${tone === 'danger' ? 'text-error' : ''}`}>
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** What a call's answer says under its form: done, or why not, read by screen readers. */
export function Outcome({ done, error }: { done: string | null; error: unknown }) {
  return (
    <p role="status" className="text-sm font-medium [overflow-wrap:anywhere] empty:hidden">
      {done ? <span className="text-success">{done}</span> : null}
      {error ? <span className="text-error">{errorText(error)}</span> : null}
    </p>
  );
}
