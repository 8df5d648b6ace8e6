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

type CommitCall = { request: { writes: unknown[] } };
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
  constructor(private readonly firestoreState: WritableState) {
    super(firestoreState);
  }

  Commit(call: CommitCall, callback: CommitCallback): void {
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

export class LocalFirestore {
  readonly state = new FirestoreState();
  private server: GrpcJs.Server | undefined;

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
      ) as unknown as GrpcJs.UntypedServiceImplementation,
    );
    await new Promise<void>((resolve, reject) => {
      server.bindAsync(this.address, grpc.ServerCredentials.createInsecure(), (error) =>
        error ? reject(error) : resolve(),
      );
    });
    this.server = server;
  }

  /** Stops serving at once, dropping open calls; the data stays for the next start(). */
  stop(): void {
    this.server?.forceShutdown();
    this.server = undefined;
  }
}
