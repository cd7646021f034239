import type { ComponentProps } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading of their own (an `<optgroup>`). */
export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

function renderOption(option: SelectOption) {
  return (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
}

type LabelledSelectProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  options: readonly (SelectOption | SelectGroup)[];
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
        {options.map((option) =>
          'options' in option ? (
            <optgroup key={option.label} label={option.label}>
              {option.options.map(renderOption)}
            </optgroup>
          ) : (
            renderOption(option)
          ),
        )}
      </select>
    </FieldFrame>
  );
}
