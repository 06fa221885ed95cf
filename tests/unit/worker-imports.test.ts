// `npm run worker` and `npm run jobs` load every job handler outside Next, with the react-server
// condition: a handler that imports a module only Next can load (next/navigation's client code, for
// one) breaks the worker at start while every in-process test passes. This loads them as it does.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the worker's handlers outside Next", () => {
  it("load with the react-server condition, as npm run worker loads them", () => {
    const run = spawnSync(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "-e",
        "await import('./lib/jobs/registry.ts'); console.log('LOADED')",
      ],
      { encoding: "utf8", timeout: 60_000, env: { ...process.env, NODE_ENV: "production" } },
    );
    expect(run.stderr.split("\n").filter((line) => /Error/.test(line))).toEqual([]);
    expect(run.stdout).toContain("LOADED");
  }, 70_000);
});
