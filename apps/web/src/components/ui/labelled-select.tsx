import { useId, type ComponentProps } from 'react';

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
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isHintShown = Boolean(hint) && !error;
  const describedBy = [error ? errorId : null, isHintShown ? hintId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
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
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
      {isHintShown ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
