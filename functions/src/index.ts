import { setGlobalOptions } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { getConfig } from './config';
import { openFirestoreEarly } from './firestore';

// Fail at cold start, with a readable message, rather than on the first request.
const config = getConfig();
// Only where the function serves: Cloud Functions (K_SERVICE, from Cloud Run) or its emulator; not
// while firebase-tools only reads the function list, nor in a process that merely loads the bundle.
const serving = config.K_SERVICE !== undefined || config.FUNCTIONS_EMULATOR === 'true';
if (serving && config.FUNCTIONS_CONTROL_API !== 'true') openFirestoreEarly();

// Mumbai is the closest Cloud Functions region to Bangladesh.
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });

// 1 GiB (and the CPU that comes with it): re-encoding a 12-megapixel photo takes a few hundred MB.
export const api = onRequest({ invoker: 'public', memory: '1GiB' }, createApp());
