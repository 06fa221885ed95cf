// Where a running server on the embedded database listens for operator commands: a Unix socket
// beside the data folder, readable and writable by its owner only (0600), so only the account that
// runs the server (or root) can reach it, and nothing on the network can.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export const operatorSocketPath = (dataDir: string) => `${resolve(dataDir)}.operator.sock`;

/** The live process that holds the embedded database folder (its lock file), if any. */
export function embeddedDatabaseHolder(dataDir: string): number | null {
  const lockFile = `${resolve(dataDir)}.lock`;
  if (!existsSync(lockFile)) return null;
  const holder = Number(readFileSync(lockFile, "utf8"));
  if (!holder || holder === process.pid) return null;
  try {
    process.kill(holder, 0);
    return holder;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? holder : null;
  }
}

/** One frame of the channel's answer, one JSON object a line. */
export type OperatorFrame = { out: string } | { err: string } | { code: number };

export interface OperatorRequest {
  command: string;
  args: string[];
}
