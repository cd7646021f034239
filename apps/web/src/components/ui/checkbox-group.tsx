import type { ComponentProps } from 'react';
import { FieldMessages, useFieldIds } from './field-frame';
import type { SelectOption } from './labelled-select';

type CheckboxGroupProps = Omit<ComponentProps<'input'>, 'id' | 'type' | 'value'> & {
  /** What the group asks: the fieldset's legend, which names the group. */
  legend: string;
  options: readonly SelectOption[];
  /** The message under the group; the group is marked invalid and described by it. */
  error?: string;
  /** A standing hint under the group, also read with it. */
  hint?: string;
};

/**
 * Several choices of one list, as labelled checkboxes in a fieldset whose legend names them; one
 * `name` for all, so a form reads the ticked values as a list. The hint or error describes the
 * group, as TextField's does its input, and an error marks each box invalid.
 */
export function CheckboxGroup({
  legend,
  options,
  error,
  hint,
  className,
  ...inputProps
}: CheckboxGroupProps) {
  const ids = useFieldIds({ error, hint });
  return (
    <fieldset aria-describedby={ids.describedBy} className={`min-w-0 ${className ?? ''}`}>
      <legend className="mb-1.5 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              value={option.value}
              aria-invalid={Boolean(error)}
              className="checkbox checkbox-sm checkbox-primary"
              {...inputProps}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessages ids={ids} error={error} hint={hint} />
    </fieldset>
  );
}
