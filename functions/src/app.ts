import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { getConfig, type Config } from './config';
import { callDeadline } from './firestore';
import { PRIVATE_CACHE_CONTROL } from './http/cache-control';
import { BODY_LIMIT, bodySizeLimit } from './http/body-limit';
import { costlyReadLimit } from './http/costly-reads';
import { errorHandler, notFound } from './http/error-handler';
import { writeRateLimit } from './http/rate-limit';
import { readMeter } from './http/read-meter';
import { requestLog, type LogWriter } from './http/request-log';
import { wellFormedText } from './http/well-formed-text';
import { adminRouter, reportsRouter } from './moderation/router';
import { photoFilesRouter, photosRouter } from './photos/router';
import { isMultipart, photoRefusal, UPLOAD_BODY_LIMIT } from './photos/multipart';
import { PHOTO_MESSAGES } from '@roommate-finder/contract/photo-fields';
import { conversationsRouter } from './conversations/router';
import { profilesRouter } from './profiles/router';
import { roommatesRouter } from './roommates/router';
import { usersRouter } from './users/router';

export interface AppOptions {
  config?: Config;
  /** Where request logs go; the functions logger by default. */
  writeLog?: LogWriter;
}

/**
 * Builds the Express app. Hosting rewrites `/api/**` to the function with the
 * path intact, so routes are mounted under `/api`.
 */
export function createApp({ config = getConfig(), writeLog }: AppOptions = {}): express.Express {
  const writeLimit = writeRateLimit(config.RATE_LIMIT_WRITES_PER_MINUTE);
  const costlyRead = costlyReadLimit({
    perCaller: config.RATE_LIMIT_COSTLY_READS_PER_MINUTE,
    perProxy: config.RATE_LIMIT_COSTLY_READS_PER_PROXY_PER_MINUTE,
  });

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('trust proxy', true);
  app.use(readMeter());
  app.use(callDeadline(config.FIRESTORE_TIMEOUT_MS));
  app.use(requestLog(writeLog));
  app.use(
    helmet({
      // The API answers JSON only: nothing in it may load, run or be framed.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      frameguard: { action: 'deny' },
      // Takes X-Powered-By off the response. The Functions framework (Cloud
      // Functions and its emulator) runs an Express app of its own in front of
      // this one, which sets it before this app runs: the disable() above
      // covers only createApp() served alone. (tests/api/powered-by.test.ts)
      xPoweredBy: true,
    }),
  );
  // JSON answers gzipped for clients that accept it (a page of listings: 16 kB -> about 4 kB on a
  // phone's slow network). Firebase Hosting passes an encoded answer on as it is, and its CDN keeps
  // one copy per encoding (Hosting sends `Vary: Accept-Encoding`). Answers under 1 kB go as they are.
  app.use(compression());
  app.use((_req, res, next) => {
    // Answers depend on who asks and change with every write: nothing keeps them,
    // unless a public read's route says otherwise (http/cache-control.ts).
    res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    next();
  });
  // JSON bodies up to 32 KB; a photo upload (multipart/form-data) up to 10 MB of file and its form.
  const jsonLimit = bodySizeLimit(BODY_LIMIT);
  // Naming the field, as a refusal of the file itself does.
  const uploadLimit = bodySizeLimit(UPLOAD_BODY_LIMIT, () => photoRefusal(413, PHOTO_MESSAGES.tooLarge));
  app.use((req, res, next) => (isMultipart(req) ? uploadLimit : jsonLimit)(req, res, next));
  app.use(express.json({ limit: BODY_LIMIT }));
  app.use(wellFormedText());

  // Photos on the site's own origin: Hosting rewrites /photos/** to this function.
  app.use(photoFilesRouter());

  const api = express.Router();
  api.use(roommatesRouter(writeLimit, costlyRead));
  api.use(photosRouter(writeLimit));
  api.use(usersRouter(writeLimit, costlyRead));
  api.use(profilesRouter(writeLimit, costlyRead));
  api.use(conversationsRouter(config));
  api.use(reportsRouter(writeLimit));
  api.use(adminRouter(writeLimit));
  app.use('/api', api);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
