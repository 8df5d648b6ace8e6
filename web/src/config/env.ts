import type { WebConfig } from './env-schema';

declare const __WEB_CONFIG__: WebConfig;

/** Parsed once by vite.config.ts (parseWebEnv), which also rejects a bad build; inlined here. */
export const config: WebConfig = __WEB_CONFIG__;
