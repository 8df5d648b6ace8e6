import { createHash, X509Certificate } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startHttp2Front,
  startHttp2FrontProcess,
  type Http2Front,
  type Http2FrontProcess,
} from './http2-front';
import { LOWEST_PRIORITY, lowerCpuPriority, processEntry } from './low-priority';
import { autogroupNice } from './process-testing';

/** What the HTTP/1.1 server behind the front saw of the last request. */
let seen: { method?: string; url?: string; language?: string; httpVersion?: string } = {};
let origin: Server;
let front: Http2Front;
let frontProcess: Http2FrontProcess;

beforeAll(async () => {
  origin = createServer((req, res) => {
    seen = {
      method: req.method,
      url: req.url,
      language: req.headers['accept-language'],
      httpVersion: req.httpVersion,
    };
    res.writeHead(201, { 'content-type': 'text/plain', 'cache-control': 'no-store', 'x-custom': 'kept' });
    res.end(`hello ${req.url}`);
  });
  origin.listen(0, '127.0.0.1');
  await once(origin, 'listening');
  const target = new URL(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`);
  [front, frontProcess] = await Promise.all([startHttp2Front(target), startHttp2FrontProcess(target)]);
});

afterAll(async () => {
  await Promise.all([front.close(), frontProcess.close()]);
  origin.close();
});

/** One HTTP/2 request to the front, trusting its key only by the hash it gives. */
async function request(path: string, to: Http2Front = front) {
  const session = connect(to.url, {
    rejectUnauthorized: false,
    checkServerIdentity: () => undefined,
  });
  try {
    await once(session, 'connect');
    const certificate = new X509Certificate((session.socket as TLSSocket).getPeerCertificate(true).raw);
    const key = certificate.publicKey.export({ type: 'spki', format: 'der' });
    const stream = session.request({ ':path': path, 'accept-language': 'bn-BD' });
    const [headers] = (await once(stream, 'response')) as [Record<string, string | number>];
    let body = '';
    stream.setEncoding('utf8');
    for await (const chunk of stream) body += chunk as string;
    return {
      alpn: session.alpnProtocol,
      spkiHash: createHash('sha256').update(key).digest('base64'),
      headers,
      body,
    };
  } finally {
    session.close();
  }
}

describe('startHttp2Front', () => {
  it('speaks HTTP/2 over TLS on 127.0.0.1 and passes the request on, as it is, to the HTTP/1.1 server', async () => {
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await request('/browselisting?area=Mirpur');
    expect(answer.alpn).toBe('h2');
    expect(seen).toEqual({
      method: 'GET',
      url: '/browselisting?area=Mirpur',
      language: 'bn-BD',
      httpVersion: '1.1',
    });
    expect(answer.headers[':status']).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-custom']).toBe('kept');
    expect(answer.body).toBe('hello /browselisting?area=Mirpur');
  });

  it("gives the hash of the key it serves with, which Chromium's --ignore-certificate-errors-spki-list takes", async () => {
    expect((await request('/')).spkiHash).toBe(front.spkiHash);
  });
});

describe('startHttp2FrontProcess', () => {
  it('runs the same front in a process of its own, which stops when closed', async () => {
    expect(frontProcess.pid).not.toBe(process.pid);
    const answer = await request('/listing?x=1', frontProcess);
    expect(answer.alpn).toBe('h2');
    expect(seen.url).toBe('/listing?x=1');
    expect(answer.body).toBe('hello /listing?x=1');
    expect(answer.spkiHash).toBe(frontProcess.spkiHash);

    await frontProcess.close();
    expect(() => process.kill(frontProcess.pid, 0)).toThrow();
  });

  it("leads a session of its own, so that lowering its priority lowers its session too, never its caller's", async () => {
    const target = new URL(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`);
    const lowered = await startHttp2FrontProcess(target);
    try {
      expect(processEntry(lowered.pid).session).toBe(lowered.pid);
      if (!existsSync('/proc/self/autogroup')) return; // a kernel without autogroups
      const callersBefore = autogroupNice(process.pid);
      lowerCpuPriority(lowered.pid);
      expect(autogroupNice(lowered.pid)).toBe(LOWEST_PRIORITY);
      expect(autogroupNice(process.pid)).toBe(callersBefore);
      // Still served, and still gone once closed.
      expect((await request('/after', lowered)).body).toBe('hello /after');
    } finally {
      await lowered.close();
    }
    expect(() => process.kill(lowered.pid, 0)).toThrow();
  });
});
