// The queued, running and failed background jobs (name, attempts, last error, when they run
// next), and counts per state: `npm run jobs`.
import { listJobs } from "@/lib/jobs/data/list";

export async function jobsReport(args: string[], out: Console): Promise<number> {
  const { counts, jobs } = await listJobs(args.includes("--all") ? 500 : 100);
  out.log(
    Object.entries(counts)
      .map(([state, n]) => `${state}: ${n}`)
      .join("  ") || "no jobs",
  );
  if (jobs.length > 0) {
    out.table(
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
  return 0;
}
