import '../lib/i18n';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout engine; ScrollRestoration only needs scrollTo to exist.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
