"use client";

import { createContext, use, type ReactNode } from "react";
import { CouponCardList, type CardData, type CouponCardListProps } from "./coupon-card-view";

/*
 * A page's cards, each coupon once. The home lists 26 cards in five sections but only ~20
 * coupons: its lists (and their ItemList JSON-LD) name cards by position here, so a coupon shown in
 * two sections costs its data once in React's payload, and a list costs a few small numbers.
 */
const Cards = createContext<readonly CardData[]>([]);

export function CardDictionary({ cards, children }: { cards: readonly CardData[]; children: ReactNode }) {
  return <Cards value={cards}>{children}</Cards>;
}

/** A CouponCardList of the dictionary's cards at these positions (only the home loads this module). */
export function CouponCardsAt({ at, ...list }: Omit<CouponCardListProps, "cards"> & { at: readonly number[] }) {
  return <CouponCardList cards={useCardsAt(at)} {...list} />;
}

/** The dictionary's cards at these positions. */
export function useCardsAt(at: readonly number[]): CardData[] {
  const cards = use(Cards);
  return at.map((i) => cards[i]!);
}
