/**
 * `npm run emulator-config`: writes firebase.emulators.json, firebase.json with what only the
 * local stack needs (scripts/lib/emulator-config.ts), for `firebase emulators:start --config`
 * outside `npm start` (which writes it itself).
 */
import { writeEmulatorConfig } from './lib/emulator-config';

console.log(`Written ${writeEmulatorConfig()}`);
