/**
 * zod compiles object schemas with `new Function` when it may, and probes
 * for that once; under the site's Content Security Policy (no 'unsafe-eval',
 * firebase.json) the probe is refused and reported as a violation. jitless
 * skips the probe; the web forms' schemas are small, so nothing is lost.
 * Imported first by main.tsx, before any schema parses.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
