import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useFindBiodataByNumber } from '../api/find-biodata-by-number';

/** Digits as people type them, Bengali ones included (১২৩ is 123). */
function biodataNumberOf(text: string): number | null {
  const digits = text.trim().replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
  return /^\d{1,10}$/.test(digits) && Number(digits) > 0 ? Number(digits) : null;
}

/**
 * Find by Biodata ID (issue 20): the number a family was given goes straight to that biodata,
 * or says no biodata has it.
 */
export function FindByBiodataId({ detailsHref }: { detailsHref: (id: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const find = useFindBiodataByNumber();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const addid = biodataNumberOf(text);
    if (addid === null) {
      setProblem(t('listing.findById.invalid'));
      return;
    }
    setProblem(null);
    find.mutate(addid, {
      onSuccess: (biodataId) => void navigate(detailsHref(biodataId)),
      onError: (error) =>
        setProblem(
          error instanceof ApiError && error.status === 404
            ? t('listing.findById.notFound', { id: text.trim() })
            : errorText(error),
        ),
    });
  };

  return (
    <form noValidate role="search" aria-label={t('listing.findById.label')} onSubmit={onSubmit}>
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('listing.findById.label')}
        </label>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('listing.findById.placeholder')}
          className="input"
          value={text}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={find.isPending}>
          {t('listing.findById.submit')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-1.5 text-sm font-medium text-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
