// Liveness and database reachability for load balancers and the e2e harness: 200 or 503.
import { checkDatabaseHealth } from "@/lib/data/health";

export const dynamic = "force-dynamic";

export async function GET() {
  const report = await checkDatabaseHealth();
  return Response.json(
    {
      status: report.ok ? "ok" : "unavailable",
      database: report.ok ? "reachable" : "unreachable",
      engine: report.engine,
      latencyMs: report.latencyMs,
    },
    { status: report.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
