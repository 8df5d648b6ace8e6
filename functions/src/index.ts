import { setGlobalOptions } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { getConfig } from './config';
import { openFirestoreEarly } from './firestore';

// Fail at cold start, with a readable message, rather than on the first request.
const config = getConfig();
// Not while firebase-tools only reads the function list (deploy and emulator discovery).
if (config.FUNCTIONS_CONTROL_API !== 'true') openFirestoreEarly();

// Mumbai is the closest Cloud Functions region to Bangladesh.
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });

// 1 GiB (and the CPU that comes with it): re-encoding a 12-megapixel photo takes a few hundred MB.
export const api = onRequest({ invoker: 'public', memory: '1GiB' }, createApp());
