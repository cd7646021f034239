import { join } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The rule against words written into JSX exactly as the project's lint configures it for a
// screen's file (eslint.config.js, resolved by ESLint itself), run on code without type
// information: the rule reads only the syntax.
const ROOT = join(import.meta.dirname, '../../../..');
const screenConfig = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(
  join(ROOT, 'apps/web/src/components/ui/lint-probe.tsx'),
)) as Linter.Config;
const noWordsInJsx = screenConfig.rules?.['no-restricted-syntax'];

const linter = new Linter({ configType: 'flat' });
async function wordsRefused(code: string): Promise<number> {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.tsx'],
        languageOptions: {
          parser: tseslint.parser as Linter.Parser,
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        rules: { 'no-restricted-syntax': noWordsInJsx },
      },
    ],
    'lint-probe.tsx',
  );
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('the lint rule against words written into JSX', () => {
  it('is on for the screens’ files', () => {
    // Severity 2: an error, which fails `npm run lint`.
    expect(Array.isArray(noWordsInJsx) && noWordsInJsx[0]).toBe(2);
  });

  it('refuses words in text, children, templates and the attributes people read or hear', async () => {
    const code = `export function A({ n }: { n: number }) {
  return (
    <div title="Hello there">
      Hello {'world'} {\`Page \${n}\`} <img alt="Photo" src="/x" />
      <input placeholder="Your name" aria-label="নাম" />
    </div>
  );
}
`;
    expect(await wordsRefused(code)).toBe(7);
  }, 60_000);

  it('lets strings from the catalogues, symbols, numbers and class names through', async () => {
    const code = `export function B({ n, t }: { n: number; t: (key: string) => string }) {
  return (
    <div className={\`card \${n > 1 ? 'wide' : 'narrow'}\`} title={t('nav.home')}>
      {t('nav.home')} · {n} → 42 <img alt="" src="/x" />
    </div>
  );
}
`;
    expect(await wordsRefused(code)).toBe(0);
  }, 60_000);
});
