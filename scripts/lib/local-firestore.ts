/**
 * The Firestore emulator that runs on these machines: @firestore-emulator/server,
 * pure Node, speaking Firestore's gRPC API (the official emulator needs Java 21
 * and a download). See ../../README.md, "Local Firebase".
 *
 * Unlike FirestoreServer from the package, this wrapper can stop serving and
 * start again over the same in-memory data, so tests can take the database
 * away and bring it back (the API must answer 503 meanwhile and then recover).
 */
import { createRequire } from 'node:module';
import type { FirestoreState as FirestoreStateType } from '@firestore-emulator/server';
import type * as GrpcJs from '@grpc/grpc-js';

// The package's ESM build has extensionless imports that Node's ESM loader
// rejects, so load its CommonJS build.
const require = createRequire(import.meta.url);
const emulatorRequire = createRequire(require.resolve('@firestore-emulator/server'));
const { FirestoreState, TimestampFromDate } = emulatorRequire('./index.js') as {
  FirestoreState: new () => FirestoreStateType;
  TimestampFromDate: (date: Date) => unknown;
};
const { CommitResponse } = emulatorRequire(
  '@firestore-emulator/proto/dist/google/firestore/v1/firestore',
) as {
  CommitResponse: { fromObject(value: unknown): unknown };
};
// The emulator's own gRPC runtime and its service implementation (the package
// exports only FirestoreServer, which cannot restart; the version is pinned).
const grpc = emulatorRequire('@grpc/grpc-js') as typeof GrpcJs;
const { FirestoreServiceV1Impl } = emulatorRequire('./server/FirestoreServiceV1Impl') as {
  FirestoreServiceV1Impl: (new (state: FirestoreStateType) => object) & {
    definition: GrpcJs.ServiceDefinition;
  };
};

type CommitCall = { request: { writes: Write[] } };
/** A write of a Commit as the gRPC runtime hands it over: a set or update names its document, a delete is the name. */
type Write = { update?: { name?: string }; delete?: string };
type CommitCallback = (error: GrpcJs.ServiceError | null, value: unknown) => void;
type WriteResult = { toObject(): unknown };
type WritableState = FirestoreStateType & { writeV1Document(date: Date, write: unknown): WriteResult };

/**
 * The package's Commit answers a failed precondition with its status code
 * (ALREADY_EXISTS when create() meets an existing document, NOT_FOUND when
 * update() or delete({ exists: true }) meets none) only if the error is an
 * instance of its own error class, and each of its CommonJS files bundles a
 * separate copy of that class: loaded as above, every such failure reached
 * clients as UNKNOWN. This Commit does the same work (writes applied one by
 * one, stopping at the first failure) and passes on any error's code.
 */
class ServiceWithCommitCodes extends FirestoreServiceV1Impl {
  constructor(
    private readonly firestoreState: WritableState,
    private readonly failing: () => readonly string[],
  ) {
    super(firestoreState);
  }

  Commit(call: CommitCall, callback: CommitCallback): void {
    const failed = failingWrite(call.request.writes, this.failing());
    if (failed) {
      callback(
        Object.assign(new Error(`Injected failure: ${failed}`), {
          code: grpc.status.UNAVAILABLE,
          details: `Injected failure: ${failed}`,
          metadata: new grpc.Metadata(),
        }),
        null,
      );
      return;
    }
    const date = new Date();
    try {
      const results = call.request.writes.map((write) => this.firestoreState.writeV1Document(date, write));
      callback(
        null,
        CommitResponse.fromObject({
          commit_time: TimestampFromDate(date),
          write_results: results.map((result) => result.toObject()),
        }),
      );
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: string };
      callback(
        Object.assign(new Error(message ?? 'Commit failed'), {
          code: typeof code === 'number' ? code : grpc.status.UNKNOWN,
          details: message ?? 'Commit failed',
          metadata: new grpc.Metadata(),
        }),
        null,
      );
    }
  }
}

/** The document path (`likes/abc_uid`) of a write, without the database's prefix. */
const pathOf = (write: Write) => (write.update?.name ?? write.delete ?? '').replace(/^.*?\/documents\//, '');

/** The first write of a commit under one of the prefixes, if any. */
const failingWrite = (writes: readonly Write[], prefixes: readonly string[]) =>
  writes.map(pathOf).find((path) => prefixes.some((prefix) => path.startsWith(prefix)));

export class LocalFirestore {
  readonly state = new FirestoreState();
  private server: GrpcJs.Server | undefined;
  /** Document path prefixes whose commits fail (failCommits()). */
  private failingPrefixes: string[] = [];

  constructor(
    readonly host: string,
    readonly port: number,
  ) {}

  get address(): string {
    return `${this.host}:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new grpc.Server();
    server.addService(
      FirestoreServiceV1Impl.definition,
      new ServiceWithCommitCodes(
        this.state as WritableState,
        () => this.failingPrefixes,
      ) as unknown as GrpcJs.UntypedServiceImplementation,
    );
    await new Promise<void>((resolve, reject) => {
      server.bindAsync(this.address, grpc.ServerCredentials.createInsecure(), (error) =>
        error ? reject(error) : resolve(),
      );
    });
    this.server = server;
  }

  /**
   * From now on, every commit that writes a document under `pathPrefix`
   * (`likes/<listingId>_`) fails as an unreachable database would
   * (UNAVAILABLE), and writes nothing; other commits, reads and other tests'
   * data go on as before. So a test can break one step of a multi-step write
   * in the real emulator, then heal it with healCommits().
   */
  failCommits(pathPrefix: string): void {
    this.failingPrefixes.push(pathPrefix);
  }

  healCommits(pathPrefix: string): void {
    this.failingPrefixes = this.failingPrefixes.filter((prefix) => prefix !== pathPrefix);
  }

  /** Stops serving at once, dropping open calls; the data stays for the next start(). */
  stop(): void {
    this.server?.forceShutdown();
    this.server = undefined;
  }
}
