import { AGE_MAX, MARRIAGE_AGE_MIN } from '@bondhon/shared/constants';
import { todayInBangladesh } from '@bondhon/shared/biodata-dates';
import { useId, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDigits, intlLocale } from '../../../lib/i18n';

type Parts = { day: string; month: string; year: string };

function partsOf(value: string): Parts {
  const [, year = '', month = '', day = ''] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) ?? [];
  return { day, month, year };
}

/** The three choices as the form keeps the date (YYYY-MM-DD); empty until all three are made. */
function valueOf({ day, month, year }: Parts): string {
  return day && month && year ? `${year}-${month}-${day}` : '';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The day, month and year choices in a language: month names and digits through Intl, the years
 * those the age rule can accept (18 to 60 years ago).
 */
function dateChoices(language: string) {
  const monthName = new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    timeZone: 'UTC',
  });
  const thisYear = Number(todayInBangladesh().slice(0, 4));
  const youngestYear = thisYear - Math.min(MARRIAGE_AGE_MIN.Female, MARRIAGE_AGE_MIN.Male);
  return {
    day: Array.from({ length: 31 }, (_, index) => ({
      value: pad(index + 1),
      label: formatDigits(index + 1, language),
    })),
    month: Array.from({ length: 12 }, (_, index) => ({
      value: pad(index + 1),
      label: monthName.format(new Date(Date.UTC(2000, index, 1))),
    })),
    year: Array.from({ length: youngestYear - (thisYear - AGE_MAX - 1) + 1 }, (_, index) => ({
      value: String(youngestYear - index),
      label: formatDigits(youngestYear - index, language),
    })),
  };
}

/**
 * The date of birth as people in Bangladesh write it, day, month and year, in the reader's
 * language (month names and digits through Intl), whatever the browser's own date picker
 * would show. The years are those the age rule can accept (18 to 60 years ago). The form keeps
 * YYYY-MM-DD, and the shared schema checks it (31 February included) like any other field.
 * `ref` goes to the day's choice, which the form focuses when the date needs mending.
 */
export function DateOfBirthField({
  value,
  onChange,
  onBlur,
  error,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A date set from outside (the saved biodata) wins over the choices in progress; while those
  // are incomplete the form holds '' and they stay.
  const given = valueOf(partsOf(value));
  if (given && given !== valueOf(parts)) setParts(partsOf(given));
  const choices = useMemo(() => dateChoices(i18n.language), [i18n.language]);

  function choose(part: keyof Parts, chosen: string) {
    const next = { ...parts, [part]: chosen };
    setParts(next);
    onChange(valueOf(next));
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 block font-medium">{t('biodataFields.dob')}</legend>
      <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-2">
        {(['day', 'month', 'year'] as const).map((part) => (
          <div key={part} className="min-w-0">
            <label htmlFor={`${id}-${part}`} className="sr-only">
              {t(`biodataForm.dobParts.${part}`)}
            </label>
            <select
              ref={part === 'day' ? ref : undefined}
              id={`${id}-${part}`}
              name={`dob-${part}`}
              autoComplete={`bday-${part}`}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              aria-required="true"
              className={`select w-full ${error ? 'select-error' : ''}`}
              value={parts[part]}
              onChange={(event) => choose(part, event.target.value)}
              onBlur={onBlur}
            >
              <option value="">{t(`biodataForm.dobParts.${part}`)}</option>
              {choices[part].map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
