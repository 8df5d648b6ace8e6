import { initializeApp } from 'firebase-admin/app';
import { EMULATOR_ENV } from './stack';

/**
 * The `--project PROJECT_ID` of a command that works on data (`npm run admin`, `npm run migrate`):
 * undefined without the flag (the local stack), null when the flag has no id after it.
 */
export function projectFlagOf(args: readonly string[]): string | undefined | null {
  const flag = args.indexOf('--project');
  return flag < 0 ? undefined : (args[flag + 1] ?? null);
}

/**
 * Opens firebase-admin on a real project, with this machine's Application Default Credentials,
 * or on the local stack (`npm start` running) when no project is named.
 */
export function openAdmin(project: string | undefined): void {
  if (project) {
    initializeApp({ projectId: project });
  } else {
    Object.assign(process.env, EMULATOR_ENV);
    initializeApp();
  }
}
