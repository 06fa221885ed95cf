// One Lighthouse run (mobile) with Debian's Chromium, for bench:lighthouse and bench:lantern.
import { spawnSync } from "node:child_process";

const chrome = process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium";
const flags = "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run";

/** Runs Lighthouse on `url` with `args` (output or gather options); its own output is discarded. */
export function runLighthouse(url, args) {
  spawnSync("node_modules/.bin/lighthouse", [url, "--quiet", ...args, flags], { env: { ...process.env, CHROME_PATH: chrome }, stdio: "ignore" });
}
