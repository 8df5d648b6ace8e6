import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './env-schema';

describe('parseWebEnv', () => {
  it('targets the Auth emulator of the demo project by default', () => {
    expect(parseWebEnv({})).toEqual({
      firebase: {
        projectId: 'demo-roommate-finder',
        apiKey: 'demo-api-key',
        authDomain: 'demo-roommate-finder.firebaseapp.com',
      },
      authEmulatorUrl: 'http://127.0.0.1:9099',
      isDemoProject: true,
    });
  });

  it('requires the web config of a real project, naming what is missing', () => {
    expect(() => parseWebEnv({ VITE_FIREBASE_PROJECT_ID: 'roommate-finder-bd' })).toThrow(
      /VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN: required/,
    );
  });

  it('uses a real project without any emulator', () => {
    const config = parseWebEnv({
      VITE_FIREBASE_PROJECT_ID: 'roommate-finder-bd',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'roommate-finder-bd.firebaseapp.com',
    });
    expect(config.authEmulatorUrl).toBeUndefined();
    expect(config.isDemoProject).toBe(false);
  });

  it('rejects a malformed emulator URL', () => {
    expect(() => parseWebEnv({ VITE_AUTH_EMULATOR_URL: '127.0.0.1' })).toThrow(/VITE_AUTH_EMULATOR_URL/);
  });
});
