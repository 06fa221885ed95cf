import { createServerClient } from "@supabase/ssr";
import type { NextRequest, NextResponse } from "next/server";
import WebSocket from "ws";

/**
 * Supabase's access token lives about an hour: the request guard refreshes it (and rewrites the
 * cookies on both the request and the response) before pages read the session.
 */
export async function refreshSupabaseSession(request: NextRequest, response: () => NextResponse, url: string, anonKey: string): Promise<NextResponse> {
  let out = response();
  const supabase = createServerClient(url, anonKey, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (list) => {
        list.forEach(({ name, value }) => request.cookies.set(name, value));
        out = response();
        list.forEach(({ name, value, options }) => out.cookies.set(name, value, options));
      },
    },
    realtime: { transport: WebSocket as never }, // see lib/auth/supabase/adapter.ts
  });
  await supabase.auth.getUser().catch(() => null);
  return out;
}
