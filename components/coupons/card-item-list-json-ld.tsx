"use client";

import { CouponItemListJsonLd } from "@/components/seo/json-ld-island";
import { useCardsAt } from "./card-dictionary";

/**
 * A listed section's ItemList (CouponItemListJsonLd) from its cards' positions in the page's
 * CardDictionary. Its own module, so pages whose lists send ids do not load it with the card.
 */
export function CardItemListJsonLd({
  at,
  ...list
}: {
  name: string;
  url?: string;
  site: string;
  at: readonly number[];
}) {
  const ids = useCardsAt(at).map((c) => c[0]);
  return <CouponItemListJsonLd {...list} ids={ids} />;
}
