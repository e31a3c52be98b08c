// A TCP proxy in front of the real PostgreSQL that breaks it on demand, the way a database breaks,
// with no root rights and without touching the server that other tests share:
// - freeze: bytes stop flowing both ways, connections stay open and new ones are accepted but get
//   no answer (a stopped or hung server, SIGSTOP, a network that drops packets);
// - crash: every connection is cut at once and new ones are refused (kill -9 of the server);
// - stop: every connection is closed in order and new ones are refused (a server shut down);
// - restore: the server is back; connections made from then on work as before.
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export type FaultProxy = {
  /** The database URL that goes through the proxy instead of straight to `target`. */
  url: string;
  freeze(): void;
  /** Bytes held back by the freeze so far (a call that reached the database while frozen). */
  heldBytes(): number;
  crash(): void;
  stop(): void;
  restore(): Promise<void>;
  close(): void;
};

type Link = { client: Socket; server: Socket; held: { toServer: Buffer[]; toClient: Buffer[] } };

export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const links = new Set<Link>();
  let isFrozen = false;
  let listener: Server | undefined;
  let port = 0;

  function forward(from: Socket, to: Socket, held: Buffer[]) {
    from.on('data', (chunk: Buffer) => {
      // Frozen, nothing is read on the other side: the bytes wait, as in a stopped process's buffers.
      if (isFrozen) held.push(chunk);
      else to.write(chunk);
    });
  }

  function accept(client: Socket) {
    const server = connect(targetPort, target.hostname);
    const link: Link = { client, server, held: { toServer: [], toClient: [] } };
    links.add(link);
    forward(client, server, link.held.toServer);
    forward(server, client, link.held.toClient);
    const end = () => {
      links.delete(link);
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  }

  async function listen() {
    listener = createServer(accept);
    await new Promise<void>((resolve, reject) => {
      listener!.once('error', reject);
      listener!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listener.address() as AddressInfo).port;
  }

  /**
   * Stops listening at once, so that new connections are refused (ECONNREFUSED) until restore; the
   * connections already made are the caller's to end (close's callback would wait for them).
   */
  function refuse() {
    listener?.close();
    listener = undefined;
  }

  await listen();
  const proxied = new URL(targetUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);

  return {
    url: proxied.toString(),
    freeze() {
      isFrozen = true;
    },
    heldBytes() {
      let total = 0;
      for (const link of links) {
        for (const chunk of [...link.held.toServer, ...link.held.toClient]) total += chunk.length;
      }
      return total;
    },
    crash() {
      refuse();
      for (const link of links) {
        link.client.resetAndDestroy();
        link.server.resetAndDestroy();
      }
    },
    stop() {
      refuse();
      for (const link of links) {
        link.client.end();
        link.server.end();
      }
    },
    async restore() {
      isFrozen = false;
      for (const link of links) {
        for (const chunk of link.held.toServer.splice(0)) link.server.write(chunk);
        for (const chunk of link.held.toClient.splice(0)) link.client.write(chunk);
      }
      if (!listener) await listen();
    },
    close() {
      refuse();
      for (const link of links) {
        link.client.destroy();
        link.server.destroy();
      }
    },
  };
}
