import type { ComponentProps } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** The message under the field; the input is marked invalid and described by it. */
  error?: string;
  /** A standing hint under the field, also read with it. */
  hint?: string;
};

/** A labelled input with its hint and error message wired for assistive technology. */
export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds({ error, hint });
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <input
        id={ids.id}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        className={`input w-full ${error ? 'input-error' : ''}`}
        {...inputProps}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
};

/** TextField's multi-line sibling, for answers of a few sentences. */
export function TextAreaField({ label, error, hint, className, ...areaProps }: TextAreaFieldProps) {
  const ids = useFieldIds({ error, hint });
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={ids.id}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        {...areaProps}
      />
    </FieldFrame>
  );
}
