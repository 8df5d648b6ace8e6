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
const { FirestoreState } = emulatorRequire('./index.js') as {
  FirestoreState: new () => FirestoreStateType;
};
// The emulator's own gRPC runtime and its service implementation (the package
// exports only FirestoreServer, which cannot restart; the version is pinned).
const grpc = emulatorRequire('@grpc/grpc-js') as typeof GrpcJs;
const { FirestoreServiceV1Impl } = emulatorRequire('./server/FirestoreServiceV1Impl') as {
  FirestoreServiceV1Impl: (new (state: FirestoreStateType) => GrpcJs.UntypedServiceImplementation) & {
    definition: GrpcJs.ServiceDefinition;
  };
};

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
    server.addService(FirestoreServiceV1Impl.definition, new FirestoreServiceV1Impl(this.state));
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
