/**
 * zod compiles object schemas with `new Function` when it may, and probes
 * for that once; under the site's Content Security Policy (no 'unsafe-eval',
 * firebase.json) the probe is refused and reported as a violation. jitless
 * skips the probe; the web forms' schemas are small, so nothing is lost.
 * Imported first by main.tsx, before any schema parses.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (what
 * `config()` of zod/v4/core writes to, and takes over if it exists), so it is
 * set here without importing zod: the first page, which parses no schema,
 * does not download zod's core for it (scripts/check-bundle-budget.ts).
 * zod-jitless.test.ts checks that zod reads it.
 */
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });

export {};
