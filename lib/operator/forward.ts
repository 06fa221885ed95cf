// What an operator script does first on the embedded database: when a running server holds the
// data folder, the command is sent to that server's operator socket (lib/operator/channel.ts) and
// its answer printed here; when nothing holds it, the script opens the database itself.
import net from "node:net";
import { resolve } from "node:path";
import { env } from "@/lib/env";
import { embeddedDatabaseHolder, operatorSocketPath, type OperatorFrame } from "./socket";

/** The command's exit code from the running server, or "local" when the script may open the database. */
export async function forwardToRunningServer(command: string, args: string[]): Promise<number | "local"> {
  if (env.DATABASE_URL || env.DATABASE_OWNER_URL) return "local"; // PostgreSQL serves many processes
  const holder = embeddedDatabaseHolder(env.PGLITE_DATA_DIR);
  if (holder === null) return "local";
  const path = operatorSocketPath(env.PGLITE_DATA_DIR);
  try {
    return await send(path, command, args);
  } catch (error) {
    if ((error as Error).message === NO_ANSWER) {
      console.error(`The server (process ${holder}) stopped before answering; run the command again.`);
      return 1;
    }
    console.error(
      `The embedded database ${resolve(env.PGLITE_DATA_DIR)} is in use by process ${holder}, and no operator socket ` +
        `answers at ${path} (a server older than this command, or not a server): stop that process first.`,
    );
    return 1;
  }
}

const NO_ANSWER = "closed without an answer";

function send(path: string, command: string, args: string[]): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    let buffer = "";
    let code: number | null = null;
    const socket = net.connect(path, () => socket.write(`${JSON.stringify({ command, args })}\n`));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
        const frame = JSON.parse(buffer.slice(0, end)) as OperatorFrame;
        buffer = buffer.slice(end + 1);
        if ("out" in frame) process.stdout.write(frame.out);
        else if ("err" in frame) process.stderr.write(frame.err);
        else code = frame.code;
      }
    });
    socket.on("error", reject);
    // A server that stopped mid-command gives no code: that is a failure, not a success.
    socket.on("close", () => (code === null ? reject(new Error(NO_ANSWER)) : resolvePromise(code)));
  });
}
