import { addStrings, frameStrings, loadStrings } from '../lib/i18n';
import '../lib/validation-text';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

// Components are tested on their own too, without the route module that loads their screen's
// strings; the end-to-end journeys check that every screen has its own. Every English catalogue
// but the frame's (lib/i18n.ts loads it).
const catalogues = import.meta.glob<Record<string, object>>(
  ['../locales/en*.json', '!../locales/en.json', '../features/*/locales/en*.json'],
  { eager: true, import: 'default' },
);
for (const strings of Object.values(catalogues)) addStrings(strings, 'en');
await loadStrings(frameStrings);

// What a test waits for (findBy…, waitFor) may take several seconds on a busy 2-core machine (CI
// beside other runs): a screen is found as soon as it is there, and given up on only after this.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout engine; scroll restoration (app/layout/scroll-restoration.ts) only needs
// scrollTo to exist.
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

// sweetalert2 (dialogs) keeps timers running past a dialog's life: it finishes opening on a
// 10 ms timer and gives focus back 100 ms after closing (RESTORE_FOCUS_TIMEOUT in its source).
// Both touch `window`, so they must fire before the test environment is torn down.
const SWEETALERT_SHOW_TIMER_MS = 20;
const SWEETALERT_RESTORE_FOCUS_MS = 150;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dialogShown = false;
const dialogWatcher = new MutationObserver(() => {
  if (document.querySelector('.swal2-container')) dialogShown = true;
});

beforeAll(async () => {
  // Loaded up front, so a dialog opens as soon as the code asks for it, never after a test ends.
  await import('sweetalert2');
});

beforeEach(() => {
  dialogShown = false;
  dialogWatcher.observe(document.body, { childList: true });
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  toast.remove();
  dialogWatcher.disconnect();
  // Dialogs live in document.body, outside React: close any a test left open, and let the
  // library's timers of every dialog this test showed run out.
  if (dialogShown || document.querySelector('.swal2-container')) {
    const { default: Swal } = await import('sweetalert2');
    await wait(SWEETALERT_SHOW_TIMER_MS);
    Swal.close();
    await wait(SWEETALERT_RESTORE_FOCUS_MS);
    document.querySelectorAll('.swal2-container').forEach((node) => node.remove());
  }
  document.body.removeAttribute('class');
});
