import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { requestLogFields } from './request-log';

describe('requestLogFields', () => {
  it('keeps method, path, status, duration, uid and Firestore reads, and leaves out the query string', () => {
    const req = {
      method: 'GET',
      originalUrl: '/api/roommates?email=ayesha%40example.com&limit=20',
      caller: { uid: 'demo-ayesha', email: 'ayesha@example.com' },
      headers: { authorization: 'Bearer secret-token' },
      body: { title: 'private' },
    } as unknown as Request;
    const res = {
      statusCode: 200,
      locals: { readMeter: { reads: 21, aggregations: 0, durationMs: 4.56 } },
    } as unknown as Response;
    expect(requestLogFields(req, res, 12.345)).toEqual({
      method: 'GET',
      path: '/api/roommates',
      status: 200,
      durationMs: 12.3,
      uid: 'demo-ayesha',
      firestoreReads: 21,
      firestoreMs: 4.6,
    });
  });

  it('logs uid null for anonymous requests', () => {
    const req = { method: 'GET', originalUrl: '/api/featured-roommates' } as Request;
    expect(requestLogFields(req, { statusCode: 503 } as Response, 1).uid).toBeNull();
  });
});
