import { useRef, useState, type FormEvent } from 'react';
import { useIdlePreload } from '../../../lib/idle';

/** A form's check: the parsed values, or each field's first message. */
export type Validate<TField extends string, TValues> = (
  values: Record<TField, string>,
) => { data: TValues } | { errors: Partial<Record<TField, string>> };

/**
 * The sign-in and sign-up forms' state: a few text inputs, checked with the shared schema when
 * submitted and, after a first submit, as they change; the first field in error gets the focus.
 * The check (`load`, a dynamic import of zod and the schema) loads once the browser is idle after
 * the form mounts, so it is not in the screen's first load and a submit does not wait for it.
 */
export function useAuthForm<TField extends string, TValues>(
  fields: readonly TField[],
  load: () => Promise<Validate<TField, TValues>>,
) {
  const inputs = useRef(new Map<TField, HTMLInputElement>());
  const wasSubmitted = useRef(false);
  const loading = useRef<Promise<Validate<TField, TValues>> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});

  const loadValidation = () => {
    loading.current ??= load().catch((error: unknown) => {
      loading.current = null;
      throw error;
    });
    return loading.current;
  };
  useIdlePreload(loadValidation);

  async function check() {
    const validate = await loadValidation();
    const values = Object.fromEntries(
      fields.map((field) => [field, inputs.current.get(field)?.value ?? '']),
    ) as Record<TField, string>;
    const result = validate(values);
    setErrors('errors' in result ? result.errors : {});
    return result;
  }

  /** The props an input spreads: its name, its element, and the re-check after a submit. */
  const register = (field: TField) => ({
    name: field,
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
    onChange: () => {
      if (wasSubmitted.current) void check();
    },
  });

  /** The form's onSubmit: runs `onValid` with the parsed values, else shows what is wrong. */
  const handleSubmit = (onValid: (values: TValues) => void) => (event: FormEvent) => {
    event.preventDefault();
    wasSubmitted.current = true;
    void check().then((result) => {
      if ('data' in result) {
        onValid(result.data);
        return;
      }
      const first = fields.find((field) => result.errors[field] !== undefined);
      if (first) inputs.current.get(first)?.focus();
    });
  };

  /** Shows a message the server gave for a field. */
  const setError = (field: TField, message: string) =>
    setErrors((shown) => ({ ...shown, [field]: message }));

  return { register, handleSubmit, errors, setError };
}
