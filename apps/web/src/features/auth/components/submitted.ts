import type { FormEvent } from 'react';

/** A form's onSubmit that runs `handler` instead of the browser's submit. */
export function submitted(handler: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
}
