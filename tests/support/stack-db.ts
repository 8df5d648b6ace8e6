import { db } from '../../functions/src/firestore';
import { EMULATOR_ENV } from '../../scripts/lib/stack';

/** Firestore (and Auth) of the running stack, through the Admin SDK, as the seed reaches them. */
export function stackDb() {
  Object.assign(process.env, EMULATOR_ENV);
  return db();
}
