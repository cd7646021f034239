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

const SWEETALERT_SHOW_TIMER_MS = 20;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  toast.remove();
  // Dialogs live in document.body, outside React: close any a test left open.
  if (document.querySelector('.swal2-container')) {
    const { default: Swal } = await import('sweetalert2');
    // sweetalert2 finishes opening on a 10 ms timer that touches `window`; let it run while
    // the DOM still exists, or it throws after the test environment is torn down.
    await new Promise((resolve) => setTimeout(resolve, SWEETALERT_SHOW_TIMER_MS));
    Swal.close();
    document.querySelectorAll('.swal2-container').forEach((node) => node.remove());
  }
  document.body.removeAttribute('class');
});
