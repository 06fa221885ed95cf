import { createServerClient } from "@supabase/ssr";
import type { NextRequest, NextResponse } from "next/server";

// This module runs in proxy.ts, which must stay free of Node-only imports (README, Serverless
// hosts): the realtime transport is the runtime's own WebSocket where there is one (edge, Node 22)
// and the `ws` package only on a Node runtime without it (Node 20), loaded there on demand. The
// NEXT_RUNTIME test is replaced at build time, so an edge bundle never contains `ws`.
async function realtimeTransport(): Promise<unknown> {
  if (typeof globalThis.WebSocket === "function") return globalThis.WebSocket;
  if (process.env.NEXT_RUNTIME === "edge") return undefined;
  return (await import("ws")).default;
}

/**
 * Supabase's access token lives about an hour: the request guard refreshes it (and rewrites the
 * cookies on both the request and the response) before pages read the session.
 */
export async function refreshSupabaseSession(
  request: NextRequest,
  response: () => NextResponse,
  url: string,
  anonKey: string,
): Promise<NextResponse> {
  let out = response();
  const transport = await realtimeTransport();
  const supabase = createServerClient(url, anonKey, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (list) => {
        list.forEach(({ name, value }) => request.cookies.set(name, value));
        out = response();
        list.forEach(({ name, value, options }) => out.cookies.set(name, value, options));
      },
    },
    realtime: transport ? { transport: transport as never } : {}, // see lib/auth/supabase/adapter.ts
  });
  await supabase.auth.getUser().catch(() => null);
  return out;
}
