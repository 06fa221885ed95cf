// The serverless door to background jobs (lib/jobs/cron.ts): with CRON_SECRET set, a scheduler
// calls this every minute (GET, as Vercel Cron does, or POST) with `Authorization: Bearer …`.
// Without CRON_SECRET the endpoint does not exist. Repeated or overlapping calls are harmless.
import { isDatabaseUnavailable } from "@/lib/data/db-errors";
import { env } from "@/lib/env";
import { cronAuthorized, runCronTick } from "@/lib/jobs/cron";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

async function handle(request: Request): Promise<Response> {
  const secret = env.CRON_SECRET;
  if (!secret) return new Response("Not Found", { status: 404, headers: NO_STORE });
  if (!cronAuthorized(request.headers.get("authorization"), secret)) {
    return Response.json(
      { error: "unauthorized" },
      { status: 401, headers: { ...NO_STORE, "WWW-Authenticate": "Bearer" } },
    );
  }
  try {
    const tick = await runCronTick(env.CRON_BUDGET_MS);
    return Response.json({ status: "ok", ...tick }, { headers: NO_STORE });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return Response.json({ status: "unavailable" }, { status: 503, headers: { ...NO_STORE, "Retry-After": "30" } });
  }
}

export const GET = handle;
export const POST = handle;
