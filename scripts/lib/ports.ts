import net from 'node:net';

/** Every port the local stack listens on, with what uses it. */
export const STACK_PORTS = {
  hosting: 5000,
  functions: 5001,
  firestore: 8080,
  auth: 9099,
  storage: 9199,
  hub: 4400,
  logging: 4500,
} as const;

export const LOCAL_HOST = '127.0.0.1';

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port is free when nothing listens on it, on loopback or on every interface. */
export async function isPortFree(port: number): Promise<boolean> {
  return (await canListen(port, LOCAL_HOST)) && (await canListen(port, '0.0.0.0'));
}

export class PortInUseError extends Error {
  constructor(
    readonly port: number,
    readonly purpose: string,
  ) {
    super(
      `Port ${port} (${purpose}) is already in use. Stop whatever uses it ` +
        `(for example another \`npm start\`; \`ss -ltnp 'sport = :${port}'\` shows it) and try again.`,
    );
    this.name = 'PortInUseError';
  }
}

export async function assertPortsFree(): Promise<void> {
  for (const [purpose, port] of Object.entries(STACK_PORTS)) {
    if (!(await isPortFree(port))) throw new PortInUseError(port, purpose);
  }
}

/** Waits until every stack port is free again, so a stopped stack can start at once. */
export async function waitForPortsFree(timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const [purpose, port] of Object.entries(STACK_PORTS)) {
    while (!(await isPortFree(port))) {
      if (Date.now() > deadline) throw new PortInUseError(port, purpose);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
