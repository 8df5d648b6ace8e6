import { spawn } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import proxy from 'http2-proxy';
import { generate } from 'selfsigned';

/** A running front: its address, and what a browser must be told to trust its key. */
export interface Http2Front {
  /** `https://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** The base64 SHA-256 of the key's SubjectPublicKeyInfo, for `--ignore-certificate-errors-spki-list`. */
  spkiHash: string;
  close(): Promise<void>;
}

/**
 * An HTTPS front on a free port of 127.0.0.1 that speaks HTTP/2 to the browser (and HTTP/1.1 to
 * one that offers nothing else) and passes every request on, as it is, to `target`, an HTTP/1.1
 * server such as the Hosting emulator.
 *
 * Why: Firebase Hosting serves the site over HTTP/2 (all of a page's files on one connection),
 * while its emulator speaks HTTP/1.1 only. Lighthouse's simulation of a slow phone network models
 * what it saw: over HTTP/1.1 a page's files wait for six connections, each with its own handshake,
 * which no visitor of the real site pays. Browsers speak HTTP/2 only over TLS, hence a key made
 * for this run (self-signed, never written to disk) that the benchmark's Chromium is told to trust
 * by its hash alone, as Chromium's `--ignore-certificate-errors-spki-list` allows.
 */
export async function startHttp2Front(target: URL): Promise<Http2Front> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const spki = createPublicKey(pems.public).export({ type: 'spki', format: 'der' });
  const server = createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true }, (req, res) => {
    void proxy.web(req, res, { hostname: target.hostname, port: Number(target.port) }, (error) => {
      if (!error) return;
      // The emulator went away or failed the request: say so, as a gateway would.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The local server at ${target.origin} did not answer: ${error.message}`);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A front running in a process of its own. */
export interface Http2FrontProcess extends Http2Front {
  pid: number;
}

/**
 * startHttp2Front in a child process (scripts/http2-front.ts), for a caller that wants the front's
 * work apart from its own: `npm run bench:web` runs it at the lowest CPU priority, as it runs the
 * servers behind it, so that Chromium does not share the CPU with it on a par (on a phone the
 * servers, and what they serve through, are elsewhere). The process leads a session of its own:
 * Linux shares the CPU between sessions before it looks at a thread's nice (lowerCpuPriority), and
 * in its caller's session the front had that session's full weight whenever the caller itself was
 * idle, however nice its threads. It still stops when its caller goes (its standard input closes).
 */
export async function startHttp2FrontProcess(target: URL): Promise<Http2FrontProcess> {
  const script = fileURLToPath(new URL('../http2-front.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, target.origin], {
    stdio: ['pipe', 'pipe', 'inherit'],
    detached: true,
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) =>
      reject(new Error(`The HTTP/2 front stopped before it listened (exit ${code})`)),
    );
  });
  lines.close();
  child.stdout!.resume();
  const { url, spkiHash } = JSON.parse(first) as Pick<Http2Front, 'url' | 'spkiHash'>;
  return {
    url,
    spkiHash,
    pid: child.pid!,
    close: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin!.end();
      await exited;
    },
  };
}
