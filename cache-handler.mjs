// Next's cache of pages and cached data reads (next.config.ts `cacheHandler`), chosen when the
// server starts:
// - without REDIS_URL, Next's own file-system cache, exactly as when no handler is configured:
//   one instance, its cache on its disk and in its memory;
// - with REDIS_URL, one cache shared by every instance (@fortedigital/nextjs-cache-handler's
//   redis-strings handler), so a seller's change invalidated on one instance is seen by all.
// Redis never takes the site down: while it is unreachable every read is a miss (the page is
// rendered from the database), writes are dropped, one line is logged when it goes and one when
// it comes back; and since invalidations sent while it was away were lost, this instance clears
// the shared entries when it reconnects rather than let them serve stale prices.
// - on a read-only disk (a serverless host, where only /tmp is writable), Next's cache still reads
//   the pages prerendered by the build but keeps what it renders later in memory instead of
//   failing to write it (README, Serverless hosts).
// Plain ESM (Next imports this file at run time, outside the bundle): no TypeScript, no aliases.
import { accessSync, constants } from "node:fs";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const REDIS_URL = process.env.REDIS_URL?.trim();
const PREFIX = process.env.REDIS_KEY_PREFIX?.trim() || "cupongt:";
const building = process.env.NEXT_PHASE === "phase-production-build";

// Hits and misses, counted where /api/metrics reads them (lib/observability/metrics.ts): this file
// is loaded apart from the app's bundle, so the counts meet on globalThis, not through an import.
const COUNTS = Symbol.for("cupongt.cacheCounts");
function count(layer, result) {
  const counts = (globalThis[COUNTS] ??= {});
  const key = `${layer}:${result}`;
  counts[key] = (counts[key] ?? 0) + 1;
}
function counted(layer, get) {
  return async (...args) => {
    const entry = await get(...args);
    count(layer, entry ? "hit" : "miss");
    return entry;
  };
}

function log(level, event, extra = {}) {
  console[level](JSON.stringify({ time: new Date().toISOString(), level, event, ...extra }));
}

async function sharedCache(url) {
  const { CacheHandler } = await import("@fortedigital/nextjs-cache-handler");
  const { default: createRedisHandler } = await import("@fortedigital/nextjs-cache-handler/redis-strings");
  const { createClient } = await import("@redis/client");
  CacheHandler.onCreation(() => {
    const client = createClient({
      url,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
    });
    let down = false;
    client.on("error", (error) => {
      if (down) return;
      down = true;
      log("error", "redis-unavailable", {
        message: String(error?.message ?? error),
        fallback: "rendering every request from the database",
      });
    });
    client.on("ready", () => {
      if (!down) return;
      down = false;
      log("info", "redis-back", { action: "clearing shared entries: invalidations sent while it was away were lost" });
      void clearShared(client).catch((error) =>
        log("error", "redis-clear-failed", { message: String(error?.message ?? error) }),
      );
    });
    // Not awaited: with Redis down at start the server must still answer (every read a miss).
    client.connect().catch(() => {});
    const handler = createRedisHandler({ client, keyPrefix: PREFIX, timeoutMs: 1000 });
    handler.get = counted("redis", handler.get.bind(handler));
    return { handlers: [handler] };
  });
  log("info", "cache-shared", { store: "redis", prefix: PREFIX });
  return CacheHandler;
}

async function clearShared(client) {
  const keys = [];
  for await (const batch of client.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 }))
    keys.push(...(Array.isArray(batch) ? batch : [batch]));
  for (let i = 0; i < keys.length; i += 500) await client.unlink(keys.slice(i, i + 500));
}

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

// Next builds a cache handler for every request it serves from the cache, so the disk is asked
// once per folder and process, not on each request (an access() per request cost ~3% of a static
// page's CPU; the disk does not turn read-only under a running server).
const writableDirs = new Map();
function writable(dir) {
  let ok = writableDirs.get(dir);
  if (ok === undefined) {
    try {
      accessSync(dir, constants.W_OK);
      ok = true;
    } catch {
      ok = false;
    }
    writableDirs.set(dir, ok);
  }
  return ok;
}

let readOnlyLogged = false;
/** Next's file-system cache that writes to disk only where the disk can be written. */
class DiskAwareCache extends FileSystemCache {
  constructor(ctx) {
    const flushToDisk = Boolean(ctx.flushToDisk && ctx.serverDistDir && writable(ctx.serverDistDir));
    if (ctx.flushToDisk && !flushToDisk && !readOnlyLogged) {
      readOnlyLogged = true;
      log("info", "cache-memory", { reason: "read-only disk", dir: ctx.serverDistDir });
    }
    super({ ...ctx, flushToDisk });
  }

  get(...args) {
    return counted("fs", (...a) => super.get(...a))(...args);
  }
}

const Handler = REDIS_URL && !building ? await sharedCache(REDIS_URL) : DiskAwareCache;
export default Handler;
