/**
 * `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: makes a person a moderator
 * (the `admin: true` custom claim of Firebase Auth, which the API reads from the verified token)
 * or takes it back. Against the local stack by default (`npm start` running); with
 * `--project ID`, against that real Firebase project with the Application Default Credentials
 * of this machine (README, "Moderators"). Either way the person's sessions end at once, so the
 * change holds from their next sign-in and a revoked moderator's token stops working now.
 */
import { getAuth } from 'firebase-admin/auth';
import { openAdmin, projectFlagOf } from './lib/admin-target';
import { setModerator } from './lib/moderators';

const USAGE = 'Usage: npm run admin -- grant|revoke EMAIL [--project PROJECT_ID]';

const [command, email, ...rest] = process.argv.slice(2);
const project = projectFlagOf(rest);
if ((command !== 'grant' && command !== 'revoke') || !email || project === null) {
  console.error(USAGE);
  process.exit(2);
}
openAdmin(project);
try {
  const uid = await setModerator(getAuth(), email, command === 'grant');
  console.log(
    `${email} (${uid}) ${command === 'grant' ? 'is now a moderator' : 'is no longer a moderator'} on ${project ?? 'the local stack'}; their sessions have ended, so it holds from their next sign-in.`,
  );
  process.exit(0);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(
    code === 'auth/user-not-found'
      ? `No account has the address ${email}.`
      : `Could not change ${email}: ${error instanceof Error ? error.message : String(error)}${project ? '' : ' (is `npm start` running?)'}`,
  );
  process.exit(1);
}
