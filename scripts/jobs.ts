// `npm run jobs`: the queued, running and failed background jobs (name, attempts, last error,
// when they run next), and counts per state. On the embedded database stop the server first
// (PGlite has no lock across processes); on PostgreSQL it reads beside running servers.
process.env.MIGRATE_ON_START ??= "false";
process.env.SEED_ON_START ??= "false";
const { closeDatabase } = await import("@/lib/db");
const { listJobs } = await import("@/lib/jobs/list");
const { counts, jobs } = await listJobs(process.argv.includes("--all") ? 500 : 100);
console.log(
  Object.entries(counts)
    .map(([state, n]) => `${state}: ${n}`)
    .join("  ") || "no jobs",
);
if (jobs.length > 0) {
  console.table(
    jobs.map((j) => ({
      id: j.id,
      name: j.name,
      state: j.state,
      attempts: `${j.attempts}/${j.maxAttempts}`,
      run_after: j.runAfter,
      last_error: j.lastError ?? "",
    })),
  );
}
await closeDatabase();
export {};
