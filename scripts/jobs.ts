// `npm run jobs [-- --all]`: the queued, running and failed background jobs (lib/operator/jobs.ts).
// On the embedded database while the server runs, the server answers (lib/operator/channel.ts); on
// PostgreSQL it reads beside running servers.
process.env.MIGRATE_ON_START ??= "false";
process.env.SEED_ON_START ??= "false";

const { forwardToRunningServer } = await import("@/lib/operator/forward");
const args = process.argv.slice(2);
const forwarded = await forwardToRunningServer("jobs", args);
if (forwarded !== "local") process.exit(forwarded);
const { closeDatabase } = await import("@/lib/db");
const { jobsReport } = await import("@/lib/operator/jobs");
const code = await jobsReport(args, console);
await closeDatabase();
process.exit(code);
export {};
