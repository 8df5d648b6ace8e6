import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/paths';

/**
 * The layers of web/src (docs/architecture.md, "Layers of the web app") are
 * checked by `npm run lint`: each case lints a file that does not exist, at the
 * path where it would be, with the project's own ESLint configuration.
 */
const eslint = new ESLint({ cwd: REPO_ROOT });

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${REPO_ROOT}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const importing = (specifier: string) =>
  `import * as other from '${specifier}';\nexport const used = other;\n`;

describe('the layers of web/src, as lint enforces them', () => {
  // Loading the configuration and its plugins takes seconds on a busy machine: once, before the cases.
  beforeAll(() => importErrors('web/src/lib/tmp.ts', importing('./api-client')), 60_000);

  it.each([
    [
      'a shared component imports a feature',
      'web/src/components/ui/tmp.tsx',
      '@/features/users/components/users-table',
      /imports no feature and not app/,
    ],
    ['shared code imports app', 'web/src/lib/tmp.ts', '@/app/router', /imports no feature and not app/],
    [
      'a test builder imports a feature',
      'web/src/testing/tmp.ts',
      '@/features/roommates/api/get-listings',
      /imports no feature/,
    ],
    [
      'a feature imports another feature',
      'web/src/features/users/components/tmp.tsx',
      '@/features/roommates/components/like-button',
      /users feature imports no other feature/,
    ],
    [
      'a feature imports app',
      'web/src/features/roommates/tmp.ts',
      '@/app/routes/home',
      /does not import app/,
    ],
    [
      'a feature imports paths from its old place in app',
      'web/src/features/auth/tmp.ts',
      '@/app/paths',
      /does not import app/,
    ],
    [
      'code climbs out of its folder with ../',
      'web/src/features/roommates/api/tmp.ts',
      '../listing-format',
      /@\/ alias/,
    ],
    [
      "the app imports the API's folder",
      'web/src/features/roommates/tmp.ts',
      'functions/src/contract/listing',
      /@roommate-finder\/contract\/<module>/,
    ],
    [
      'the app imports the contract by its old alias',
      'web/src/lib/tmp.ts',
      '@contract/listing',
      /@roommate-finder\/contract\/<module>/,
    ],
    [
      "the app imports the contract package's folder instead of the package",
      'web/src/app/routes/tmp.tsx',
      'packages/contract/src/listing',
      /@roommate-finder\/contract\/<module>/,
    ],
    [
      'the contract imports server code',
      'packages/contract/src/tmp.ts',
      'firebase-admin/firestore',
      /imports zod and its own modules/,
    ],
  ])('fails when %s', async (_case, filePath, specifier, message) => {
    const errors = await importErrors(filePath, importing(specifier));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it.each([
    ['a feature imports shared code', 'web/src/features/users/tmp.ts', '@/components/ui/dialogs'],
    [
      'a feature imports its own code',
      'web/src/features/users/components/tmp.tsx',
      '@/features/users/api/get-users',
    ],
    [
      "a feature imports another feature's public entry",
      'web/src/features/users/tmp.ts',
      '@/features/auth/public',
    ],
    ['app composes features', 'web/src/app/routes/tmp.tsx', '@/features/roommates/components/like-button'],
    ['shared code imports shared code and the paths', 'web/src/components/layout/tmp.tsx', '@/config/paths'],
    ['a file imports its neighbour', 'web/src/lib/tmp.ts', './api-client'],
    [
      'a feature imports the contract package',
      'web/src/features/roommates/tmp.ts',
      '@roommate-finder/contract/listing',
    ],
    ['the contract imports zod and its own modules', 'packages/contract/src/tmp.ts', './listing-fields'],
  ])('passes when %s', async (_case, filePath, specifier) => {
    expect(await importErrors(filePath, importing(specifier))).toEqual([]);
  });
});
