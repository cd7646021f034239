import type { ToastOptions } from 'react-hot-toast';

/**
 * Toasts (react-hot-toast), loaded with the first one: screens raise them only after a click, so
 * the library (and goober, its styles) stays out of their first load. The root layout's Toaster
 * loads the same module just after the first paint, so a toast still shows at once.
 */
function loadToast() {
  return import('react-hot-toast').then(({ default: toast }) => toast);
}

export const toast = {
  /** A neutral notice, react-hot-toast's plain `toast()`: give it an `icon`. */
  notice(message: string, options?: ToastOptions): void {
    void loadToast().then((show) => show(message, options));
  },
  success(message: string, options?: ToastOptions): void {
    void loadToast().then((show) => show.success(message, options));
  },
  error(message: string, options?: ToastOptions): void {
    void loadToast().then((show) => show.error(message, options));
  },
};
