// The home teaser was designed as 'Más de {count x 10} ofertas disponibles'. We keep the wording
// but not the invented figure (shown figures must be real): N is the real count rounded down to a
// multiple of ten, and strictly below it, so "más de" stays true (300 -> 'Más de 290'). Small
// counts are said plainly.

export type OfferCountText = { kind: "moreThan"; n: number } | { kind: "exact"; n: number };

export function offerCountText(total: number): OfferCountText {
  const count = Math.max(0, Math.floor(total));
  let n = Math.floor(count / 10) * 10;
  if (n === count) n -= 10;
  return n >= 10 ? { kind: "moreThan", n } : { kind: "exact", n: count };
}
