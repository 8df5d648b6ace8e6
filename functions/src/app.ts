import express from 'express';
import helmet from 'helmet';
import { errorHandler, notFound } from './http/error-handler';
import { roommatesRouter } from './roommates/router';

/** Largest JSON body the API reads; larger ones answer 413. */
export const BODY_LIMIT = '32kb';

/**
 * Builds the Express app. Hosting rewrites `/api/**` to the function with the
 * path intact, so routes are mounted under `/api`.
 */
export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(helmet());
  app.use(express.json({ limit: BODY_LIMIT }));

  const api = express.Router();
  api.use(roommatesRouter);
  app.use('/api', api);

  app.use(notFound);
  app.use(errorHandler);
  return app;
}
