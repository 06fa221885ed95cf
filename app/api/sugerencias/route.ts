// Search suggestions for the /buscar field: up to 10 unique titles, categories or business names.
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { listSuggestions } from "@/lib/data/search/search";
import { MAX_QUERY_LENGTH } from "@/lib/domain/search";

const querySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(MAX_QUERY_LENGTH * 10)
    .transform((q) => q.slice(0, MAX_QUERY_LENGTH)),
});

export async function GET(request: NextRequest) {
  const parsed = querySchema.safeParse({ q: request.nextUrl.searchParams.get("q") ?? "" });
  const suggestions = parsed.success ? await listSuggestions(parsed.data.q) : [];
  // Public and the same for everyone: browsers and CDNs may keep it briefly (the data is cached 30 s).
  return NextResponse.json(
    { suggestions },
    { headers: { "Cache-Control": "public, max-age=30, s-maxage=30, stale-while-revalidate=60" } },
  );
}
