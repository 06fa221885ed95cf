// Shared by the benchmark scripts: wait until a server started for a run answers its health check.

/** Resolves once `${url}/api/health` answers 2xx; throws after `timeoutMs`. */
export async function waitHealthy(url, timeoutMs = 240_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
  }
  throw new Error("server did not become healthy");
}
