import net from "node:net";

/**
 * A TCP relay in front of PostgreSQL that can stop passing bytes, as a server frozen by SIGSTOP or
 * a network that black-holes does: connections stay open, nothing answers. Only this test's
 * connections go through it, so the shared server itself is never paused.
 */
export interface PausableProxy {
  port: number;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function pausableProxy(target: { host: string; port: number }): Promise<PausableProxy> {
  let paused = false;
  const sockets = new Set<net.Socket>();
  const held: Array<() => void> = []; // bytes that arrived while paused, delivered on resume
  const relay = (from: net.Socket, to: net.Socket) =>
    from.on("data", (chunk) => {
      if (paused) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    relay(client, upstream);
    relay(upstream, client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const deliver of held.splice(0)) deliver();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
