import type { ReactNode } from "react";
import { getFormatter } from "@/lib/i18n/server";
import type { CouponSummary } from "@/lib/data/catalogue/coupon-summary";
import { absoluteUrl } from "@/lib/seo/metadata";
import { CardDictionary, CouponCardsAt } from "./card-dictionary";
import { CardItemListJsonLd } from "./card-item-list-json-ld";
import { cardListOptions, toCardData, type CouponCardsProps } from "./coupon-card";

/*
 * A page whose lists repeat coupons (the home) sends each card's data once (card-dictionary.tsx).
 * A module of its own: a page importing coupon-card.tsx would otherwise load these client parts.
 */

/** Each coupon once, in first-seen order: the dictionary of a page that lists some coupons twice. */
export function uniqueCoupons(lists: CouponSummary[][]): CouponSummary[] {
  return [...new Map(lists.flat().map((c) => [c.id, c] as const)).values()];
}

/** Where these coupons sit in a page's dictionary. */
export function positionsIn(dictionary: CouponSummary[], coupons: CouponSummary[]): number[] {
  return coupons.map((c) => dictionary.findIndex((d) => d.id === c.id));
}

/** The cards' data once for the page; its lists (DictionaryCards) then send positions. */
export async function CouponCardDictionary({ coupons, children }: { coupons: CouponSummary[]; children: ReactNode }) {
  const format = await getFormatter();
  return <CardDictionary cards={coupons.map((c) => toCardData(c, format))}>{children}</CardDictionary>;
}

/** CouponCards for coupons of the page's dictionary. */
export function DictionaryCards({ dictionary, ...props }: CouponCardsProps & { dictionary: CouponSummary[] }) {
  return <CouponCardsAt at={positionsIn(dictionary, props.coupons)} {...cardListOptions(props)} />;
}

/** CouponListJsonLd (the listing's ItemList for search engines) for coupons of the page's dictionary; no path: no url. */
export function DictionaryListJsonLd({
  name,
  path,
  coupons,
  dictionary,
}: {
  name: string;
  path?: string;
  coupons: CouponSummary[];
  dictionary: CouponSummary[];
}) {
  const site = absoluteUrl("/").replace(/\/$/, "");
  const url = path === undefined ? {} : { url: absoluteUrl(path) };
  return <CardItemListJsonLd name={name} {...url} site={site} at={positionsIn(dictionary, coupons)} />;
}
