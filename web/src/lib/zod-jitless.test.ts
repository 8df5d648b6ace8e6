// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('sets jitless where zod reads its configuration, without importing zod first', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
