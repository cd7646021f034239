import type { ComponentProps } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

type LabelledSelectProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select…"): what a select without a value shows. */
  placeholder?: string;
  /** The message under the field; the select is marked invalid and described by it. */
  error?: string;
  /** A standing hint under the field, also read with it. */
  hint?: string;
};

/**
 * A labelled select with its hint and error message wired for assistive technology: the
 * select-list sibling of TextField, with the same look.
 */
export function LabelledSelect({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...selectProps
}: LabelledSelectProps) {
  const ids = useFieldIds({ error, hint });
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <select
        id={ids.id}
        aria-invalid={Boolean(error)}
        aria-describedby={ids.describedBy}
        className={`select w-full ${error ? 'select-error' : ''}`}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
