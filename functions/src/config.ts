import { z } from 'zod';

/** FIRESTORE_TIMEOUT_MS when the environment does not set it. */
export const DEFAULT_FIRESTORE_TIMEOUT_MS = 5_000;

const hostPort = z
  .string()
  .regex(/^[\w.-]+:\d{1,5}$/, 'must look like host:port, for example 127.0.0.1:8080');

const envSchema = z
  .object({
    FUNCTIONS_EMULATOR: z.enum(['true', 'false']).optional(),
    /** Set by firebase-tools while it only reads the function list (deploy and emulator discovery). */
    FUNCTIONS_CONTROL_API: z.enum(['true', 'false']).optional(),
    /** Set by Cloud Run, under Cloud Functions, where the function serves requests. */
    K_SERVICE: z.string().optional(),
    FIRESTORE_EMULATOR_HOST: hostPort.optional(),
    FIREBASE_AUTH_EMULATOR_HOST: hostPort.optional(),
    /** Writes and likes allowed per account per minute before 429. */
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
    /** Messages (first ones included) per account per minute before 429. */
    RATE_LIMIT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
    /** New conversations per account per day before 429. */
    RATE_LIMIT_CONVERSATIONS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
    /**
     * Costly reads (GET /matches, sort=match, a page of more than 20) per account a minute, or
     * per client address for visitors, before 429 (http/costly-reads.ts). A person browsing 20
     * pages a minute, best match first, stays well within it.
     */
    RATE_LIMIT_COSTLY_READS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(40),
    /**
     * Visitors' costly reads a minute per address that handed the request to Google's front end
     * (a node of Hosting's CDN, which many clients share, or whoever calls the function's own
     * address, which no CDN stands in front of).
     */
    RATE_LIMIT_COSTLY_READS_PER_PROXY_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(400),
    /**
     * How long a Firestore or Auth call may take before the API answers 503. Calls
     * take well under a second when the database is reachable; a person should
     * learn within seconds when it is not.
     */
    FIRESTORE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_FIRESTORE_TIMEOUT_MS),
  })
  .refine(
    (env) =>
      env.FUNCTIONS_EMULATOR !== 'true' ||
      env.FUNCTIONS_CONTROL_API === 'true' ||
      env.FIRESTORE_EMULATOR_HOST !== undefined,
    {
      path: ['FIRESTORE_EMULATOR_HOST'],
      message:
        'is required when the function runs in the emulator; start the stack with `npm start`, which sets it',
    },
  );

export type Config = z.infer<typeof envSchema>;

/** Parses the function's environment once, failing with a message that names each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid function configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

let current: Config | undefined;

/** The configuration of this process, parsed on first use. */
export function getConfig(): Config {
  current ??= loadConfig();
  return current;
}

/** The emulators' hosts, where the demo avatars are served over plain http. */
export const EMULATOR_PHOTO_HOSTS = ['127.0.0.1', 'localhost'] as const;

/** Hosts whose http photo addresses the API accepts: the emulators' on a local stack, none in production. */
export const localPhotoHosts = (config: Config = getConfig()): readonly string[] =>
  config.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_PHOTO_HOSTS : [];
