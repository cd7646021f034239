import type { ComponentProps } from 'react';
import { FieldMessages, useFieldIds } from './field-frame';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: string;
  /** The message under the box; the box is marked invalid and described by it. */
  error?: string;
  /** A standing hint under the box, also read with it. */
  hint?: string;
};

/** A checkbox with its label beside it and its error message wired as TextField's is. */
export function CheckboxField({
  label,
  error,
  hint,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const ids = useFieldIds({ error, hint });
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="flex cursor-pointer items-start gap-3">
        <input
          id={ids.id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={ids.describedBy}
          className="checkbox mt-0.5 checkbox-primary"
          {...inputProps}
        />
        <span>{label}</span>
      </label>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}
