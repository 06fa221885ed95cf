// CI's drift check: `drizzle-kit generate` on this checkout must find nothing to do, i.e. the
// snapshots in supabase/migrations/meta match lib/db/schema. It generates into a copy of the
// migrations folder, never prompts (no terminal), and fails on any new file or a prompt.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";

// drizzle-kit wants a relative `out`, hence a scratch folder inside the checkout (git-ignored).
const out = mkdtempSync(".drift-");
const config = `${out}.config.ts`;
try {
  cpSync("supabase/migrations", out, { recursive: true });
  const before = readdirSync(out).length;
  writeFileSync(config, `import base from "./drizzle.config";\nexport default { ...base, out: "./${out}" };\n`);
  const run = spawnSync("npx", ["drizzle-kit", "generate", "--config", config, "--name", "drift"], {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    timeout: 180_000,
  });
  const output = `${run.stdout}${run.stderr}`;
  const created = readdirSync(out).length - before;
  if (run.status !== 0 || created > 0 || !/No schema changes/.test(output)) {
    console.error(output);
    console.error(
      "Drift: lib/db/schema differs from the migrations' snapshot. Run `npm run db:generate` and commit the migration it writes.",
    );
    process.exitCode = 1;
  }
  console.log("No drift: lib/db/schema matches supabase/migrations.");
} finally {
  rmSync(config, { force: true });
  rmSync(out, { recursive: true, force: true });
}
