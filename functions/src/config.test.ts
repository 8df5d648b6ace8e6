import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    expect(loadConfig({})).toMatchObject({ RATE_LIMIT_WRITES_PER_MINUTE: 60, FIRESTORE_TIMEOUT_MS: 5000 });
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(
      /FIRESTORE_EMULATOR_HOST: must look like host:port/,
    );
  });

  it('requires the Firestore emulator when running in the Functions emulator', () => {
    expect(() => loadConfig({ FUNCTIONS_EMULATOR: 'true' })).toThrow(/FIRESTORE_EMULATOR_HOST: is required/);
    expect(loadConfig({ FUNCTIONS_EMULATOR: 'true', FUNCTIONS_CONTROL_API: 'true' })).toBeTruthy();
  });
});
