import type { ComponentProps, ReactNode } from 'react';

/** daisyUI's spinner, by the button it sits in: `xs` for `btn-sm` buttons. */
const SPINNER_CLASS = {
  xs: 'loading loading-xs loading-spinner',
  sm: 'loading loading-sm loading-spinner',
} as const;

/**
 * A button that can be busy with what it started: while `isBusy` it is disabled, says so to
 * assistive technology (aria-busy) and shows a spinner in place of its icon. Everything else
 * goes to the native button, which is `type="button"` unless told otherwise.
 */
export function Button({
  isBusy = false,
  icon,
  spinnerSize = 'sm',
  type = 'button',
  disabled,
  children,
  ...props
}: ComponentProps<'button'> & {
  isBusy?: boolean;
  /** Before the text; the spinner takes its place while busy. */
  icon?: ReactNode;
  spinnerSize?: keyof typeof SPINNER_CLASS;
}) {
  return (
    <button {...props} type={type} disabled={isBusy || disabled} aria-busy={isBusy}>
      {isBusy ? <span className={SPINNER_CLASS[spinnerSize]} aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
