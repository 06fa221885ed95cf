// Where background jobs drop cached public reads (lib/jobs/revalidate.ts): revalidateTag works only
// inside a request, so a job asks for it here. Only this process's worker or a holder of
// CACHE_REVALIDATE_SECRET may: anyone else could make every coupon page render from the database.
import { revalidateTag } from "next/cache";
import { z } from "zod";
import { CACHE_TAGS } from "@/lib/data/cache";
import { revalidateAuthorized } from "@/lib/jobs/revalidate";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };
const TAGS = Object.values(CACHE_TAGS) as [string, ...string[]];
const body = z.object({ tags: z.array(z.enum(TAGS)).min(1).max(TAGS.length) });

export async function POST(request: Request): Promise<Response> {
  if (!revalidateAuthorized(request.headers.get("authorization")))
    return Response.json({ error: "unauthorized" }, { status: 401, headers: NO_STORE });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: "invalid" }, { status: 400, headers: NO_STORE });
  for (const tag of new Set(parsed.data.tags)) revalidateTag(tag, { expire: 0 });
  return new Response(null, { status: 204, headers: NO_STORE });
}
