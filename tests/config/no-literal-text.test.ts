import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/paths';

/**
 * docs/architecture.md, "Where the user-facing texts live": `npm run lint` fails on text
 * a component writes itself instead of taking it from the catalogues. Each case lints a
 * file that does not exist, at the path where it would be, with the project's own ESLint
 * configuration.
 */
const eslint = new ESLint({ cwd: REPO_ROOT });

async function literalTextErrors(filePath: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: `${REPO_ROOT}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'formatjs/no-literal-string-in-jsx')
    .length;
}

const component = (jsx: string) =>
  `import { useT } from '@/lib/i18n/locale-provider';\n` +
  `export function Tmp({ name }: { name: string }) {\n  const { t } = useT();\n  return ${jsx};\n}\n`;

describe('text in components, as lint enforces it', () => {
  // Loading the configuration and its plugins takes seconds on a busy machine: once, before the cases.
  beforeAll(() => literalTextErrors('web/src/components/ui/tmp.tsx', component('null')), 60_000);

  it.each([
    ['text between tags', 'web/src/components/ui/tmp.tsx', '<button type="button">Save</button>'],
    ['a label', 'web/src/features/roommates/components/tmp.tsx', '<input aria-label="Search" />'],
    ['a placeholder', 'web/src/app/routes/tmp.tsx', '<input placeholder="Dhanmondi" />'],
    [
      'a hint of a field',
      'web/src/features/auth/components/tmp.tsx',
      '<Field label={t("auth.email")} hint="From your account" />',
    ],
    ['a string in braces', 'web/src/components/layout/tmp.tsx', "<p>{'Loading...'}</p>"],
  ])('fails on %s', async (_case, filePath, jsx) => {
    expect(await literalTextErrors(filePath, component(jsx))).toBeGreaterThan(0);
  });

  it('passes text from the catalogue, values and user content', async () => {
    const jsx = `<p title={t('nav.menu')}>{t('nav.home')} {name}</p>`;
    expect(await literalTextErrors('web/src/components/ui/tmp.tsx', component(jsx))).toBe(0);
  });

  it('leaves tests, which write what they expect to see', async () => {
    expect(await literalTextErrors('web/src/components/ui/tmp.test.tsx', component('<p>Home</p>'))).toBe(0);
  });
});
