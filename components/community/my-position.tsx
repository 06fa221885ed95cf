"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { formatQuetzales } from "@/lib/domain/money";
import { useMyCommunity } from "./use-my-community";

/**
 * 'Tu posición' on /comunidad. The cached page carries the visitor's prompt (`guest`); a signed-in
 * user's real place in this month's ranking replaces it once their own figures arrive.
 */
export function MyPosition({ guest }: { guest: ReactNode }) {
  const t = useTranslations("communityPage.position");
  const mine = useMyCommunity();
  if (!mine) return <>{guest}</>;
  const { position } = mine;
  return (
    <p className="mt-1 text-sm" data-testid="my-position">
      {position
        ? t("rank", { rank: position.rank, savers: position.savers, saved: formatQuetzales(position.savedCents) })
        : t("none")}
    </p>
  );
}
