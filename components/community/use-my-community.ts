"use client";

import { useEffect, useState } from "react";
import { useSessionHint } from "@/components/layout/use-session-hint";
import { getMyCommunity } from "@/lib/actions/community/get-my-community";

export type MyCommunity = NonNullable<Extract<Awaited<ReturnType<typeof getMyCommunity>>, { ok: true }>["data"]>;

// 'Tu posición' and the referral link both need the caller's figures: one request serves both.
let shared: Promise<MyCommunity | null> | null = null;

function load(): Promise<MyCommunity | null> {
  shared ??= getMyCommunity({})
    .then((result) => (result.ok ? result.data : null))
    .catch(() => null)
    .finally(() => setTimeout(() => (shared = null), 1_000));
  return shared;
}

/** The signed-in caller's community figures; null for visitors (and until they arrive). */
export function useMyCommunity(): MyCommunity | null {
  const hint = useSessionHint();
  const [data, setData] = useState<MyCommunity | null>(null);
  useEffect(() => {
    if (!hint) return; // the stale value is hidden below
    let live = true;
    void load().then((value) => live && setData(value));
    return () => {
      live = false;
    };
  }, [hint]);
  return hint ? data : null;
}
