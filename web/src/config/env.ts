import { parseWebEnv } from './env-schema';

/** Parsed once at start; vite.config.ts has already rejected a bad build. */
export const config = parseWebEnv(import.meta.env);
