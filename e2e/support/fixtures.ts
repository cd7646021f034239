import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { newPerson, registerByApi, type Person } from './accounts';
import { cleanUpPeople } from './cleanup';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * A test of how screens look and behave in the browser (layout, languages, axe, the carousel),
 * whose result does not depend on which database the server runs on: `npm test` runs it, and CI's
 * second pass, on the PostgreSQL server, leaves it out (`scripts/test.mjs --database-only`).
 */
export const PRESENTATION = { tag: '@presentation' };

/** The people a test makes; what they made is taken away after the test (support/cleanup.ts). */
export interface People {
  /** A new person the test registers itself (through the form, say). */
  create(label: string, name?: string): Person;
  /** A new person registered through the API; `request` (a page's or a context's) is signed in. */
  register(request: APIRequestContext, label: string, name?: string): Promise<Person>;
}

interface Fixtures {
  /**
   * Console errors a test expects, matched against "message @ source URL" (a 404 the screen
   * handles as 'not found', say). Set with `test.use({ expectedConsoleErrors: [...] })`.
   */
  expectedConsoleErrors: RegExp[];
  /** Fails the test on any browser console error or uncaught page error (CSP, React, network). */
  consoleErrors: string[];
  people: People;
}

const HANDLED_REFUSAL =
  /Failed to load resource: the server responded with a status of (400|401|402|403|409|422|429)/;

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  people: async ({ baseURL }, use) => {
    const made: Person[] = [];
    const create = (label: string, name?: string) => {
      const person = newPerson(label, name);
      made.push(person);
      return person;
    };
    await use({
      create,
      async register(request, label, name) {
        const person = create(label, name);
        await registerByApi(request, person, baseURL);
        return person;
      },
    });
    await cleanUpPeople(made, baseURL ?? process.env.E2E_BASE_URL!);
  },
  consoleErrors: [
    async ({ page, baseURL, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // Other sites' pages (the sign-in provider's) are not ours to judge.
        if (baseURL && !message.location().url.startsWith(baseURL)) return;
        // Refusals the app handles on screen (bad input, wrong password, no session, an e-mail
        // in use, a declined card, throttled) are not failures; a 404 or 5xx still is.
        if (HANDLED_REFUSAL.test(message.text())) return;
        const described = `${message.text()} @ ${message.location().url}`;
        if (expectedConsoleErrors.some((expected) => expected.test(described))) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Asserts axe finds no WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  // A node with related nodes (the region rule reports the page, with the content outside every
  // landmark as its related nodes) names those too.
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => {
          const related = (node.any ?? [])
            .flatMap((check) => check.relatedNodes ?? [])
            .slice(0, 3)
            .map((relatedNode) => relatedNode.target.join(' '));
          const target = node.target.join(' ');
          return related.length > 0 ? `${target} (${related.join(', ')})` : target;
        })
        .join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
