/**
 * `npm run migrate`: brings stored data up to what the code now expects, after a deploy that
 * changed it (README, "Deploying"). Each step is safe to run again: it changes only what is out of
 * date.
 * - Listings: what each stores derived from its form fields (the rent read from its text, the
 *   search keys) is written again where today's rules derive something else.
 * - Reports: a group closed before closings were kept as records of their own gets its closing,
 *   so 'Closed reports' still lists it.
 * Against the local stack by default (`npm start` running); with `--project ID`, against that
 * real Firebase project with the Application Default Credentials of this machine.
 */
import { backfillClosings } from '../functions/src/moderation/repository';
import { rederiveListings } from '../functions/src/roommates/repository';
import { openAdmin, projectFlagOf } from './lib/admin-target';

const USAGE = 'Usage: npm run migrate [-- --project PROJECT_ID]';

const args = process.argv.slice(2);
const project = projectFlagOf(args);
if (project === null || args.length !== (project === undefined ? 0 : 2)) {
  console.error(USAGE);
  process.exit(2);
}
openAdmin(project);
try {
  const listings = await rederiveListings();
  const closings = await backfillClosings();
  console.log(
    `On ${project ?? 'the local stack'}: ${listings.changed} of ${listings.read} listings written again; ${closings} closings of reports made.`,
  );
  process.exit(0);
} catch (error) {
  console.error(
    `Could not migrate: ${error instanceof Error ? error.message : String(error)}${project ? '' : ' (is `npm start` running?)'}`,
  );
  process.exit(1);
}
