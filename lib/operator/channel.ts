// The running server's door for operator commands on the embedded database. PGlite is one
// in-process session with no lock across processes, so `npm run admin:grant` and the other
// operator scripts cannot open the data folder while the server holds it; they send the command
// here instead, and the server runs the same code on its own connection, with the same rights
// (the owner for admin:grant, the system role for the others). Local only: a Unix socket with
// mode 0600 beside the data folder, so only the account that runs the server can connect.
import { chmodSync, rmSync } from "node:fs";
import { Console } from "node:console";
import net from "node:net";
import { Writable } from "node:stream";
import { OPERATOR_COMMANDS } from "./commands";
import { operatorSocketPath, type OperatorFrame, type OperatorRequest } from "./socket";

const frameWriter = (socket: net.Socket, key: "out" | "err") =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      // Handed to the socket at once (it keeps the order), so the final code never overtakes a line.
      socket.write(`${JSON.stringify({ [key]: chunk.toString() } as OperatorFrame)}\n`);
      done();
    },
  });

async function answer(socket: net.Socket, line: string): Promise<void> {
  const out = new Console({ stdout: frameWriter(socket, "out"), stderr: frameWriter(socket, "err") });
  let code = 1;
  try {
    const request = JSON.parse(line) as OperatorRequest;
    const load = Object.hasOwn(OPERATOR_COMMANDS, request.command) ? OPERATOR_COMMANDS[request.command] : undefined;
    if (!load || !Array.isArray(request.args)) out.error(`unknown operator command: ${String(request.command)}`);
    else code = await (await load())(request.args.map(String), out);
  } catch (error) {
    out.error("operator command failed:", error);
  }
  socket.end(`${JSON.stringify({ code } as OperatorFrame)}\n`);
}

/** Listens beside `dataDir` (this process holds its lock, so a socket left there is stale). */
export function startOperatorChannel(dataDir: string): Promise<net.Server> {
  const path = operatorSocketPath(dataDir);
  rmSync(path, { force: true });
  const server = net.createServer((socket) => {
    let buffer = "";
    socket.setEncoding("utf8");
    socket.on("error", () => {});
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf("\n");
      if (end < 0 || socket.readableEnded) return;
      socket.removeAllListeners("data");
      void answer(socket, buffer.slice(0, end));
    });
  });
  // Created owner-only from the start (umask), not only after a chmod that another user could race.
  const umask = process.umask(0o177);
  return new Promise((resolve, reject) => {
    server.once("error", (error) => {
      process.umask(umask);
      reject(error);
    });
    server.listen(path, () => {
      process.umask(umask);
      chmodSync(path, 0o600);
      server.unref();
      process.once("exit", () => rmSync(path, { force: true }));
      resolve(server);
    });
  });
}
