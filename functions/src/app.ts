import express from 'express';
import helmet from 'helmet';
import { getConfig, type Config } from './config';
import { setCallDeadline } from './firestore';
import { bodySizeLimit } from './http/body-limit';
import { BODY_TOO_LARGE, errorHandler, notFound } from './http/error-handler';
import { writeRateLimit } from './http/rate-limit';
import { readMeter } from './http/read-meter';
import { requestLog, type LogWriter } from './http/request-log';
import { roommatesRouter } from './roommates/router';
import { usersRouter } from './users/router';

/** Largest JSON body the API reads, in bytes (32 KB); larger ones answer 413. */
export const BODY_LIMIT = 32 * 1024;

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
  setCallDeadline(config.FIRESTORE_TIMEOUT_MS);
  const writeLimit = writeRateLimit(config.RATE_LIMIT_WRITES_PER_MINUTE);

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('trust proxy', true);
  app.use(readMeter());
  app.use(requestLog(writeLog));
  app.use(
    helmet({
      // The API answers JSON only: nothing in it may load, run or be framed.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      frameguard: { action: 'deny' },
    }),
  );
  app.use((_req, res, next) => {
    // Answers depend on who asks and change with every write: never cache them.
    res.set('Cache-Control', 'no-store');
    next();
  });
  app.use(bodySizeLimit(BODY_LIMIT, BODY_TOO_LARGE));
  app.use(express.json({ limit: BODY_LIMIT }));

  const api = express.Router();
  api.use(roommatesRouter(writeLimit));
  api.use(usersRouter(writeLimit));
  app.use('/api', api);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
