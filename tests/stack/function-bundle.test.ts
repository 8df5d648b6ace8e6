import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/lib/paths';

describe('the deployable function bundle', () => {
  it('loads with nothing but the dependencies of functions/package.json', () => {
    const functionsDir = path.join(REPO_ROOT, 'functions');
    const manifest = JSON.parse(readFileSync(path.join(functionsDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      main: string;
    };
    // What `firebase deploy` uploads: package.json and the build, with only the declared packages installed.
    const deployDir = mkdtempSync(path.join(tmpdir(), 'rf-function-'));
    try {
      cpSync(path.join(functionsDir, 'package.json'), path.join(deployDir, 'package.json'));
      cpSync(path.join(functionsDir, 'lib'), path.join(deployDir, 'lib'), { recursive: true });
      for (const name of Object.keys(manifest.dependencies)) {
        const target = path.join(deployDir, 'node_modules', name);
        mkdirSync(path.dirname(target), { recursive: true });
        symlinkSync(path.join(REPO_ROOT, 'node_modules', name), target);
      }
      const exported = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const m = await import('./${manifest.main}'); console.log(Object.keys(m).join(','));`,
        ],
        {
          cwd: deployDir,
          encoding: 'utf8',
          env: { PATH: process.env.PATH, GCLOUD_PROJECT: 'demo-roommate-finder' },
        },
      );
      expect(exported.trim()).toBe('api');
    } finally {
      rmSync(deployDir, { recursive: true, force: true });
    }
  });
});
