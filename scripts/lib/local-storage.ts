/**
 * The Cloud Storage server that runs on these machines: firebase-tools' own
 * Storage emulator, its Cloud Storage JSON API (the one firebase-admin's
 * `getStorage().bucket()` speaks through @google-cloud/storage) started in
 * this process without the Java rules runtime that `firebase emulators:start
 * --only storage` needs (Java 21 and a download). See ../../README.md,
 * "Local Firebase".
 *
 * What is left out, on purpose: the Firebase client SDK's endpoints (`/v0`),
 * which the official emulator checks against storage.rules with that Java
 * runtime; without it they could only allow everything. The project's rules
 * deny every direct client access (everything goes through the API), so here
 * every request that is not the Admin SDK's is refused: no `/v0` route, no
 * CORS (a browser page cannot read an answer), and the JSON API only for a
 * caller that names itself as the Node client library does.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express, Request, RequestHandler, Router } from 'express';

const require = createRequire(import.meta.url);
const storageDir = path.dirname(require.resolve('firebase-tools/lib/emulator/storage/index.js'));
const fromEmulator = <T>(module: string) => require(path.join(storageDir, module)) as T;

type StorageLayer = object;
const { StorageLayer } = fromEmulator<{
  StorageLayer: new (
    projectId: string,
    files: Map<string, unknown>,
    buckets: Map<string, unknown>,
    rulesValidator: unknown,
    adminCredentialValidator: unknown,
    persistence: unknown,
    cloudFunctions: { dispatch(): Promise<void> },
  ) => StorageLayer;
}>('files.js');
const { Persistence } = fromEmulator<{ Persistence: new (dir: string) => object }>('persistence.js');
const { UploadService } = fromEmulator<{ UploadService: new (persistence: unknown) => object }>('upload.js');
const { createCloudEndpoints } = fromEmulator<{
  createCloudEndpoints(emulator: { adminStorageLayer: StorageLayer; uploadService: object }): Router;
}>('apis/gcloud.js');
const { getAdminOnlyFirebaseRulesValidator, getAdminCredentialValidator } = fromEmulator<{
  getAdminOnlyFirebaseRulesValidator(): unknown;
  getAdminCredentialValidator(): unknown;
}>('rules/utils.js');
const { EmulatorRegistry } = require(path.join(storageDir, '../registry.js')) as {
  EmulatorRegistry: { set(name: string, instance: object): void; clear(name: string): void };
};
// firebase-tools' own Express, the version its routes are written for.
const express = createRequire(path.join(storageDir, 'server.js'))('express') as () => Express;

/**
 * @google-cloud/storage (under firebase-admin) sends `x-goog-api-client: ... gccl/<version>` on
 * every call. A browser cannot send that header to another origin without a CORS preflight, which
 * this server never answers; so a web page, whatever it tries, gets nothing.
 */
const NODE_CLIENT = /(^|\s)gccl\//;

const adminSdkOnly: RequestHandler = (req, res, next) => {
  if (NODE_CLIENT.test(req.get('x-goog-api-client') ?? '')) {
    next();
    return;
  }
  res.status(403).json({
    error: {
      code: 403,
      message: 'This local Cloud Storage server answers only the Admin SDK (see README, "Local Firebase").',
    },
  });
};

/** The object names a JSON API request names: in its path (`/o/<name>`), `name` (uploads) or `prefix` (lists). */
function objectNamesOf(req: Request): string[] {
  const inPath = /\/o\/([^/]+)/.exec(req.path)?.[1];
  return [inPath && decodeURIComponent(inPath), req.query.name, req.query.prefix].filter(
    (name): name is string => typeof name === 'string',
  );
}

export class LocalStorage {
  private server: Server | undefined;
  private blobDir: string | undefined;
  /** Object name prefixes whose requests fail (failRequests()). */
  private failingPrefixes: string[] = [];

  constructor(
    readonly host: string,
    readonly port: number,
    readonly projectId: string,
  ) {}

  get address(): string {
    return `${this.host}:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    // Each stack keeps its bytes in a folder of its own: stacks of other worktrees run beside it.
    const blobDir = mkdtempSync(path.join(tmpdir(), 'roommate-finder-storage-'));
    const persistence = new Persistence(blobDir);
    const adminStorageLayer = new StorageLayer(
      this.projectId,
      new Map(),
      new Map(),
      getAdminOnlyFirebaseRulesValidator(),
      getAdminCredentialValidator(),
      persistence,
      // No storage-triggered functions in this project.
      { dispatch: () => Promise.resolve() },
    );
    // The emulator's code writes its own address into objects' metadata (selfLink, mediaLink) from
    // firebase-tools' registry of running emulators; this process runs no other of them.
    EmulatorRegistry.set('storage', {
      getName: () => 'storage',
      getInfo: () => ({ name: 'storage', host: this.host, port: this.port }),
    });
    const app = express();
    app.use(adminSdkOnly);
    app.use((req, res, next) => {
      const failed = objectNamesOf(req).find((name) => this.failingPrefixes.some((p) => name.startsWith(p)));
      if (!failed) {
        next();
        return;
      }
      res.status(503).json({ error: { code: 503, message: `Injected failure: ${failed}` } });
    });
    app.use('/', createCloudEndpoints({ adminStorageLayer, uploadService: new UploadService(persistence) }));
    this.server = await new Promise<Server>((resolve, reject) => {
      const server = app.listen(this.port, this.host, () => resolve(server));
      server.once('error', reject);
    });
    // Keeps idle connections open: the Storage client reuses its sockets, and one that this
    // server closed after Node's default 5 idle seconds made the client's next upload fail
    // with EPIPE (uploads are not retried). Real Cloud Storage keeps them far longer.
    this.server.keepAliveTimeout = 0;
    this.blobDir = blobDir;
  }

  /**
   * From now on, every request that names an object under `namePrefix`
   * (`listings/<listingId>/`: a list, an upload, a download or a delete)
   * fails as an unreachable Storage would (503) and changes nothing; other
   * requests go on as before. So a test can break one step of a multi-step
   * write on the real server, then heal it with healRequests().
   */
  failRequests(namePrefix: string): void {
    this.failingPrefixes.push(namePrefix);
  }

  healRequests(namePrefix: string): void {
    this.failingPrefixes = this.failingPrefixes.filter((prefix) => prefix !== namePrefix);
  }

  /** Stops serving and deletes the stored bytes (the stack keeps nothing between starts). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    EmulatorRegistry.clear('storage');
    if (this.blobDir) rmSync(this.blobDir, { recursive: true, force: true });
    this.blobDir = undefined;
  }
}
