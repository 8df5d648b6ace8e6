import { Router } from 'express';
import { listNewest, UNPAGED_LIMIT } from './repository';

export const roommatesRouter = Router();

roommatesRouter.get('/roommates', async (_req, res) => {
  res.json(await listNewest(UNPAGED_LIMIT));
});
