/**
 * `node --import tsx scripts/http2-front.ts <target>`: the HTTP/2 front of lib/http2-front.ts in a
 * process of its own, so that `npm run bench:web` can run it at the lowest CPU priority with the
 * stack it serves (startHttp2FrontProcess). Writes `{ url, spkiHash }` as one line of JSON once it
 * listens; stops when its standard input closes (its parent has gone) or on SIGTERM.
 */
import { startHttp2Front } from './lib/http2-front';

const target = process.argv[2];
if (!target) {
  console.error('Usage: node --import tsx scripts/http2-front.ts <http://host:port of the server to front>');
  process.exit(2);
}
const front = await startHttp2Front(new URL(target));
process.stdout.write(`${JSON.stringify({ url: front.url, spkiHash: front.spkiHash })}\n`);
const stop = () => void front.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop).resume();
