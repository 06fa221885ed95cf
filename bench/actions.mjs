// Shared by the benchmark and proof scripts: call a server action over HTTP exactly as the browser
// does (the action id comes from the build's server-reference manifest).
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A caller of the build's server actions on `origin`; `distDir` holds server-reference-manifest.json. */
export function actionClient(origin, distDir = ".next") {
  const manifest = JSON.parse(readFileSync(join(distDir, "server", "server-reference-manifest.json"), "utf8"));
  const actionId = (exportedName) => {
    const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName)?.[0];
    if (!id) throw new Error(`no server action named ${exportedName} in this build`);
    return id;
  };
  /** Returns the action's result, the cookies it set (as one Cookie header) and its time in ms. */
  return async function callAction(exportedName, input, cookie = "") {
    const started = performance.now();
    // Posted to a dynamic page, as the sign-in form does: a cached page's answer drops Set-Cookie.
    const response = await fetch(`${origin}/auth`, {
      method: "POST",
      headers: { "Next-Action": actionId(exportedName), Accept: "text/x-component", "Content-Type": "text/plain;charset=UTF-8", Origin: origin, Cookie: cookie },
      body: JSON.stringify([input]),
    });
    const body = await response.text();
    const line = body.split("\n").find((l) => l.startsWith("1:"));
    const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    return { result: line ? JSON.parse(line.slice(2)) : { ok: false, error: `HTTP ${response.status}` }, cookies, ms: performance.now() - started };
  };
}
