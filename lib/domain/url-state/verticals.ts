// The URL state of the vertical pages (/restaurantes, /experiencias, /viajes): ?q=, one parameter
// per chip group and ?sort=. The groups come from each vertical's definition (lib/domain/verticals).
import { normalizeText } from "../search";
import { defineUrlState, oneOf, text, textParam, trimmedValue, type Field, type RawParams } from "./fields";

/** The vertical pages' sort select, each applied by `searchCoupons`. */
export const VERTICAL_SORTS = ["popularity", "price", "discount", "rating"] as const;
export type VerticalSort = (typeof VERTICAL_SORTS)[number];

/** What the URL needs of a vertical: its path and each chip group's parameter and values. */
export interface VerticalUrlDef {
  path: string;
  groups: ReadonlyArray<{ param: string; chips: ReadonlyArray<{ value: string }> }>;
}

export interface VerticalState {
  q: string;
  sort: VerticalSort;
  /** The chosen chip value per group param ("" = all). */
  chosen: Record<string, string>;
}

// A chip value matches whatever its case and accents ("Italiana" chooses "italiana").
const chipField = (values: string[]): Field<string> =>
  oneOf<string>(
    values.filter((v) => v !== ""),
    "",
    { read: (raw) => textParam(raw, 40), fold: normalizeText },
  );

// Keys in URL order: q, each group's parameter, sort.
function verticalUrl(def: VerticalUrlDef) {
  const fields: Record<string, Field<string>> = { q: text() };
  for (const g of def.groups) fields[g.param] = chipField(g.chips.map((c) => c.value));
  fields.sort = oneOf(VERTICAL_SORTS, "popularity", { read: trimmedValue });
  return defineUrlState(fields);
}

/** Reads the GET params; unknown chip values, arrays and junk are ignored, never an error. */
export function parseVerticalState(def: VerticalUrlDef, sp: RawParams): VerticalState {
  const state = verticalUrl(def).parse(sp);
  return {
    q: state.q!,
    sort: state.sort as VerticalSort,
    chosen: Object.fromEntries(def.groups.map((g) => [g.param, state[g.param]!])),
  };
}

/** A vertical URL: the state with `change` applied to the chips (value "" removes one). */
export function verticalHref(
  def: VerticalUrlDef,
  state: Pick<VerticalState, "q" | "sort" | "chosen">,
  change: Record<string, string> = {},
): string {
  return verticalUrl(def).href(def.path, { q: state.q, ...state.chosen, ...change, sort: state.sort });
}
