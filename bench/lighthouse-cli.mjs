// One Lighthouse run (mobile) with Debian's Chromium, for bench:lighthouse and bench:lantern.
// LH_CHROME_FLAGS adds Chrome flags for a trial (space-separated).
import { spawnSync } from "node:child_process";

const chrome = process.env.CHROME_PATH || process.env.PLAYWRIGHT_CHROMIUM_PATH || "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
if (process.env.LH_CHROME_FLAGS) chromeFlags.push(...process.env.LH_CHROME_FLAGS.split(" ").filter(Boolean));
const flags = `--chrome-flags=${chromeFlags.join(" ")}`;

/** Runs Lighthouse on `url` with `args` (output or gather options); its own output is discarded. */
export function runLighthouse(url, args) {
  spawnSync("node_modules/.bin/lighthouse", [url, "--quiet", ...args, flags], {
    env: { ...process.env, CHROME_PATH: chrome },
    stdio: "ignore",
  });
}
