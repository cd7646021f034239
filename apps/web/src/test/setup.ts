import { addStrings } from '../lib/i18n';
import '../lib/validation-text';
import adminOverview from '../features/admin-overview/locales/en.json';
import auth from '../features/auth/locales/en.json';
import biodatas from '../features/biodatas/locales/en.json';
import payments from '../features/contact-payments/locales/en.json';
import contactRequests from '../features/contact-requests/locales/en.json';
import favourites from '../features/favourites/locales/en.json';
import home from '../features/home/locales/en.json';
import homeSections from '../features/home/locales/en-sections.json';
import myBiodata from '../features/my-biodata/locales/en.json';
import premiumRequests from '../features/premium-requests/locales/en.json';
import users from '../features/users/locales/en.json';
import biodataFields from '../locales/en-biodata-fields.json';
import dashboard from '../locales/en-dashboard.json';
import options from '../locales/en-options.json';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

// Components are tested on their own too, without the route module that adds their screen's
// strings; the end-to-end journeys check that every screen has its own.
for (const strings of [
  adminOverview,
  auth,
  biodatas,
  payments,
  contactRequests,
  favourites,
  home,
  homeSections,
  myBiodata,
  premiumRequests,
  users,
  biodataFields,
  dashboard,
  options,
]) {
  addStrings(strings);
}

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
