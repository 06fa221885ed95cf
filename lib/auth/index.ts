import "server-only";
import { env } from "@/lib/env";
import { builtinAuth } from "./builtin/adapter";
import type { AuthPort } from "./port";
import { supabaseAuth } from "./supabase/adapter";

let configured: AuthPort | undefined;

/** Supabase Auth when its URL and anon key are set, otherwise the built-in adapter. */
export function getAuth(): AuthPort {
  configured ??=
    env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY
      ? supabaseAuth({ url: env.NEXT_PUBLIC_SUPABASE_URL, anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY })
      : builtinAuth;
  return configured;
}
