import '../lib/i18n';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';

// jsdom has no layout engine; ScrollRestoration only needs scrollTo to exist.
window.scrollTo = () => {};

// jsdom has no media queries; toasts ask about reduced motion.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  toast.remove();
  // Dialogs live in document.body, outside React: close any a test left open.
  if (document.querySelector('.swal2-container')) {
    const { default: Swal } = await import('sweetalert2');
    Swal.close();
    document.querySelectorAll('.swal2-container').forEach((node) => node.remove());
  }
  document.body.removeAttribute('class');
});
