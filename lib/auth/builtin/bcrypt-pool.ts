// bcrypt off the request thread. bcryptjs is JavaScript: a compare at cost 10 holds the thread it
// runs on for ~70 ms, and on the server's main thread every other request (pages, webhooks, the
// health probe) waits behind each sign-in. Here hashes and compares run in worker threads (one
// fewer than the cores, at least one, at most four), so sign-in uses a core of its own and the rest
// of the server keeps answering; a flood of cheap requests then no longer queues behind bcrypt,
// nor bcrypt behind it (audit 44.2's load test). Where a worker cannot start, the same work runs
// in-process, as before.
import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import bcrypt from "bcryptjs";
import { logger } from "@/lib/observability/log";

type Job = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };
/** `answered`: the worker has sent a result, so it started (found bcryptjs and runs). */
type Slot = { worker: Worker; busy: number; answered: boolean };
type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void; slot: Slot; job: Job };

const SOURCE = (bcryptPath: string) => `
const { parentPort } = require("node:worker_threads");
const bcrypt = require(${JSON.stringify(bcryptPath)});
parentPort.on("message", ({ id, job }) => {
  try {
    const value = job.op === "hash" ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});`;

class BcryptPool {
  private workers: Slot[] = [];
  private pending = new Map<number, Pending>();
  private next = 0;
  private broken = false;

  constructor(private readonly size: number) {}

  run(job: Job): Promise<string | boolean> {
    const slot = this.broken ? null : this.slot();
    if (!slot) return inProcess(job);
    const id = ++this.next;
    slot.busy++;
    return new Promise<string | boolean>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, slot, job });
      slot.worker.postMessage({ id, job });
    }).finally(() => slot.busy--);
  }

  /** The least busy worker, starting one while fewer than `size` run; null when none can start. */
  private slot(): Slot | null {
    const idle = this.workers.find((w) => w.busy === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) {
      const started = this.start();
      if (started) return started;
    }
    return this.workers.reduce<Slot | null>((best, w) => (!best || w.busy < best.busy ? w : best), null);
  }

  private start(): Slot | null {
    try {
      // From the project (npm start, or a standalone folder's own node_modules): a bundled module's
      // own URL may not lead back to node_modules.
      const bcryptPath = createRequire(join(process.cwd(), "package.json")).resolve("bcryptjs");
      const worker = new Worker(SOURCE(bcryptPath), { eval: true });
      // Never what keeps a process (a script, a test run) alive.
      worker.unref();
      const entry: Slot = { worker, busy: 0, answered: false };
      worker.on("message", ({ id, value, error }: { id: number; value?: string | boolean; error?: string }) => {
        entry.answered = true;
        const p = this.pending.get(id);
        this.pending.delete(id);
        if (error !== undefined) p?.reject(new Error(error));
        else p?.resolve(value!);
      });
      worker.on("error", (error) => {
        if (!entry.answered)
          logger({ component: "auth" }).warn({ err: error }, "bcrypt worker failed to start; in-process");
        this.drop(entry);
      });
      worker.on("exit", () => this.drop(entry));
      this.workers.push(entry);
      return entry;
    } catch {
      this.broken = true;
      return null;
    }
  }

  /**
   * A worker that stopped. One that never answered could not start here (no bcryptjs where it
   * looked, no threads): workers are given up and its jobs run in-process. One that did answer
   * died mid-way: its jobs fail (that sign-in answers an error) and the next job starts another.
   */
  private drop(entry: Slot): void {
    this.workers = this.workers.filter((w) => w !== entry);
    if (!entry.answered) this.broken = true;
    for (const [id, p] of this.pending)
      if (p.slot === entry) {
        this.pending.delete(id);
        if (entry.answered) p.reject(new Error("bcrypt worker stopped"));
        else inProcess(p.job).then(p.resolve, p.reject);
      }
  }
}

function inProcess(job: Job): Promise<string | boolean> {
  return job.op === "hash" ? bcrypt.hash(job.password, job.cost) : bcrypt.compare(job.password, job.hash);
}

const POOL = Symbol.for("cupongt.bcryptPool");
type Holder = typeof globalThis & { [POOL]?: BcryptPool };
const pool = () =>
  ((globalThis as Holder)[POOL] ??= new BcryptPool(Math.max(1, Math.min(4, availableParallelism() - 1))));

export const bcryptHash = async (password: string, cost: number) =>
  (await pool().run({ op: "hash", password, cost })) as string;

export const bcryptCompare = async (password: string, hash: string) =>
  (await pool().run({ op: "compare", password, hash })) as boolean;
