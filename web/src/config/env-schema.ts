import { z } from 'zod';

/**
 * The web app's configuration, from VITE_* variables. With no variables it
 * targets the local emulators of the demo project, which is what `npm start`
 * and the tests run. A real project (id without `demo-`) must give its web
 * config and must not point at an emulator.
 */
const rawSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{6,30}$/, 'must be a Firebase project id')
    .default('demo-roommate-finder'),
  VITE_FIREBASE_API_KEY: z.string().min(1).optional(),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  VITE_FIREBASE_APP_ID: z.string().min(1).optional(),
  VITE_AUTH_EMULATOR_URL: z.url({ error: 'must be a URL like http://127.0.0.1:9099' }).optional(),
});

export interface WebConfig {
  firebase: { projectId: string; apiKey: string; authDomain: string; appId?: string };
  /** Set when the app signs in against the Auth emulator. */
  authEmulatorUrl?: string;
  /** True for `demo-` projects: emulators only, test sign-in hooks allowed. */
  isDemoProject: boolean;
}

export function parseWebEnv(env: Record<string, unknown>): WebConfig {
  const result = rawSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web configuration:\n${problems.join('\n')}`);
  }
  const raw = result.data;
  const projectId = raw.VITE_FIREBASE_PROJECT_ID;
  const isDemoProject = projectId.startsWith('demo-');
  if (isDemoProject) {
    return {
      firebase: {
        projectId,
        apiKey: raw.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
        authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      },
      authEmulatorUrl: raw.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099',
      isDemoProject,
    };
  }
  const missing = (['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN'] as const).filter(
    (key) => !raw[key],
  );
  if (missing.length > 0) {
    throw new Error(
      `Invalid web configuration:\n  ${missing.join(', ')}: required for the real project "${projectId}" ` +
        '(copy them from the Firebase console, Project settings > Your apps, into web/.env.production.local)',
    );
  }
  return {
    firebase: {
      projectId,
      apiKey: raw.VITE_FIREBASE_API_KEY!,
      authDomain: raw.VITE_FIREBASE_AUTH_DOMAIN!,
      ...(raw.VITE_FIREBASE_APP_ID ? { appId: raw.VITE_FIREBASE_APP_ID } : {}),
    },
    ...(raw.VITE_AUTH_EMULATOR_URL ? { authEmulatorUrl: raw.VITE_AUTH_EMULATOR_URL } : {}),
    isDemoProject,
  };
}
