/**
 * The web build `firebase deploy` publishes (`npm run build -w web`, Vite's
 * production mode; web/deploy-check.ts): only for a real project, with
 * nothing of the emulator build in it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/paths';

/** Fake but well-formed web config of a real (non-demo) project. */
const REAL_PROJECT = {
  VITE_FIREBASE_PROJECT_ID: 'roommate-finder-bd',
  VITE_FIREBASE_API_KEY: 'AIzaSyA-fake-but-well-formed-key-0123456',
  VITE_FIREBASE_AUTH_DOMAIN: 'roommate-finder-bd.firebaseapp.com',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
};

const outDirs: string[] = [];
afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `vite build` (production mode) into a directory of its own, so web/dist (the emulator build) stays. */
function productionBuild(vars: Record<string, string | undefined>) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'rf-web-deploy-'));
  outDirs.push(outDir);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  for (const [key, value] of Object.entries(vars)) if (value !== undefined) env[key] = value;
  const result = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: path.join(REPO_ROOT, 'web'), env, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, outDir };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the production web build', () => {
  it('builds a real project with no emulator address, no test hook and no source maps', () => {
    const build = productionBuild({ ...REAL_PROJECT, GCLOUD_PROJECT: REAL_PROJECT.VITE_FIREBASE_PROJECT_ID });
    expect(build.status, build.output).toBe(0);
    const published = filesUnder(build.outDir).filter(
      (file) => !file.includes(`${path.sep}.vite${path.sep}`),
    );
    expect(published.filter((file) => file.endsWith('.map'))).toEqual([]);
    const text = published
      .filter((file) => /\.(js|css|html)$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(text).toContain(REAL_PROJECT.VITE_FIREBASE_AUTH_DOMAIN);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain(':9099');
    expect(text).not.toContain('demo-roommate-finder');
    expect(text).not.toContain('roommate-finder:test-google-identity');
    expect(text).not.toContain('sourceMappingURL');
    // react-router and firebase/auth parse relative URLs against the constant
    // base "http://localhost"; no other mention of localhost (an emulator with
    // a port, say) may be in the build.
    expect(text.replaceAll(/http:\/\/localhost(?![:\w.])/g, '')).not.toMatch(/localhost/i);
  });

  it.each([
    ['no configuration at all', {}, /VITE_FIREBASE_PROJECT_ID is not set/],
    [
      'a demo- project',
      { ...REAL_PROJECT, VITE_FIREBASE_PROJECT_ID: 'demo-roommate-finder' },
      /VITE_FIREBASE_PROJECT_ID is "demo-roommate-finder": a demo- project exists only on the emulators/,
    ],
    [
      'the Auth emulator',
      { ...REAL_PROJECT, VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' },
      /VITE_AUTH_EMULATOR_URL is set \(http:\/\/127\.0\.0\.1:9099\)/,
    ],
    [
      'an auth domain on this machine',
      { ...REAL_PROJECT, VITE_FIREBASE_AUTH_DOMAIN: 'localhost:9099' },
      /VITE_FIREBASE_AUTH_DOMAIN points at the visitor's own machine/,
    ],
    [
      'a missing app id',
      { ...REAL_PROJECT, VITE_FIREBASE_APP_ID: undefined },
      /VITE_FIREBASE_APP_ID is not set/,
    ],
    [
      'another project than the one being deployed',
      { ...REAL_PROJECT, GCLOUD_PROJECT: 'roommate-finder-staging' },
      /VITE_FIREBASE_PROJECT_ID is "roommate-finder-bd" but firebase deploy is deploying to "roommate-finder-staging"/,
    ],
  ])('refuses %s, naming what is wrong', (_case, vars, message) => {
    const build = productionBuild(vars);
    expect(build.status).not.toBe(0);
    expect(build.output).toMatch(message);
    expect(filesUnder(build.outDir)).toEqual([]);
  });
});
