import { FieldMessages, useFieldIds } from './field-frame';

/**
 * One choice of a short list (why a biodata is reported, why it is deleted), as labelled radio
 * buttons in a fieldset whose legend asks the question. The error describes the group, as
 * TextField's does its input, and marks each button invalid.
 */
export function RadioGroup<TValue extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: TValue; label: string }[];
  value: TValue | null;
  onChange: (value: TValue) => void;
  error?: string;
}) {
  const ids = useFieldIds({ error });
  return (
    <fieldset aria-describedby={ids.describedBy}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="space-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-3">
            <input
              type="radio"
              name={name}
              className="radio radio-primary radio-sm"
              value={option.value}
              checked={value === option.value}
              aria-invalid={Boolean(error)}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessages ids={ids} error={error} />
    </fieldset>
  );
}
