import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emulatorConfig, EMULATOR_ONLY_SOURCES } from '../../scripts/lib/emulator-config';
import { REPO_ROOT } from '../../scripts/lib/paths';
import { PHOTO_ORIGINS } from '../../web/src/config/photo-origins';

const read = (file: string) => readFileSync(`${REPO_ROOT}${file}`, 'utf8');

describe('Firebase configuration', () => {
  const firebase = JSON.parse(read('firebase.json'));

  it('serves the web build with an SPA fallback (not for /assets/**) and sends /api/** and /photos/** to the api function in Mumbai', () => {
    expect(firebase.hosting.public).toBe('web/dist');
    expect(firebase.hosting.rewrites).toEqual([
      { source: '/api/**', function: { functionId: 'api', region: 'asia-south1' } },
      // Photos come from the site's own origin (docs/api.md, "Photos").
      { source: '/photos/**', function: { functionId: 'api', region: 'asia-south1' } },
      // A missing /assets/ file is a 404, not index.html cached as immutable for a year.
      { source: '!/assets/**', destination: '/index.html' },
    ]);
  });

  it('never publishes source maps', () => {
    expect(firebase.hosting.ignore).toContain('**/*.map');
  });

  it('builds the web app for deployment (production mode, web/deploy-check.ts) before publishing it', () => {
    expect(firebase.hosting.predeploy).toEqual(['npm run build -w web']);
    const web = JSON.parse(read('web/package.json'));
    expect(web.scripts.build).toBe('vite build');
  });

  it('builds the function before deploying it', () => {
    expect(firebase.functions[0].source).toBe('functions');
    expect(firebase.functions[0].predeploy.join(' ')).toMatch(/run build/);
  });

  it('pins the emulator ports, turns the UI off and uses single project mode', () => {
    const { emulators } = firebase;
    expect({
      auth: emulators.auth.port,
      functions: emulators.functions.port,
      firestore: emulators.firestore.port,
      hosting: emulators.hosting.port,
    }).toEqual({ auth: 9099, functions: 5001, firestore: 8080, hosting: 5000 });
    expect(emulators.ui.enabled).toBe(false);
    expect(emulators.singleProjectMode).toBe(true);
  });

  it('uses the demo project, so the emulators never reach a real one', () => {
    expect(JSON.parse(read('.firebaserc')).projects.default).toBe('demo-roommate-finder');
  });

  it('denies every direct client access to Cloud Storage, and keeps the Storage emulator port for the official suite', () => {
    expect(firebase.storage).toEqual({ rules: 'storage.rules' });
    const rules = read('storage.rules');
    const allows = rules.split('\n').filter((line) => /^\s*allow\b/.test(line));
    expect(allows).toEqual(['      allow read, write: if false;']);
    expect(rules).toMatch(/match \/\{allPaths=\*\*\}/);
    expect(firebase.emulators.storage.port).toBe(9199);
  });

  it('denies every direct client read and write in Firestore', () => {
    const rules = read('firestore.rules');
    const allows = rules.split('\n').filter((line) => /^\s*allow\b/.test(line));
    expect(allows).toEqual(['      allow read, write: if false;']);
    expect(rules).toMatch(/match \/\{document=\*\*\}/);
  });

  describe('Content Security Policy', () => {
    type Config = typeof firebase;
    const policyOf = (config: Config): string =>
      config.hosting.headers
        .flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers)
        .find((header: { key: string }) => header.key === 'Content-Security-Policy').value;
    const directive = (policy: string, name: string) =>
      policy
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));

    it('of a deployed site names no local address and loads images from the site and Google profile photos only', () => {
      const headers = JSON.stringify(firebase.hosting.headers);
      expect(headers).not.toMatch(/127\.0\.0\.1|localhost|:9099|emulator/i);
      const policy = policyOf(firebase);
      // blob: is the form's previews of photos before they are sent, made in the page itself.
      expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: blob: ${PHOTO_ORIGINS.join(' ')}`);
      // No scheme-wide source anywhere: not `https:`, not `http:`.
      expect(policy).not.toMatch(/\shttps?:(\s|;|$)/);
    });

    it('of the emulators adds only the Auth emulator, to connect-src', () => {
      expect(EMULATOR_ONLY_SOURCES).toEqual({ 'connect-src': ['http://127.0.0.1:9099'] });
      const local = emulatorConfig(firebase);
      const deployed = policyOf(firebase);
      expect(policyOf(local)).toBe(
        deployed.replace(
          directive(deployed, 'connect-src')!,
          `${directive(deployed, 'connect-src')} http://127.0.0.1:9099`,
        ),
      );
      // The rest of the configuration is the deployed one.
      const without = (config: Config) => JSON.stringify(config).replace(policyOf(config), '');
      expect(without(local)).toBe(without(firebase));
    });
  });
});
