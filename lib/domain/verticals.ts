// The vertical pages (/restaurantes, /experiencias, /viajes): their chips and price/duration bands
// as exact filters on the attributes stored on each coupon. Pure: no I/O.
import type { CouponQuery } from "./coupon-query";
import { normalizeText } from "./search";
import type { RawParams } from "./url-state/fields";
import { parseVerticalState, type VerticalSort } from "./url-state/verticals";

export type { RawParams };

export type VerticalId = "restaurantes" | "experiencias" | "viajes";
type Details = NonNullable<CouponQuery["details"]>;

/** One chip: its URL value, its label (a key under `verticals.chips`) and the filter it adds. */
export interface Chip {
  value: string;
  labelKey: string;
  query: Pick<CouponQuery, "minPriceCents" | "maxPriceCents"> & { details?: Details };
}

export interface ChipGroup {
  /** The GET parameter ("cuisine", "price"...). */
  param: string;
  labelKey: string;
  /** The first chip ("Todas"/"Todos") has value "" and adds no filter. */
  chips: Chip[];
}

export const SEARCH_SORT_OF = {
  popularity: "popularidad",
  price: "precio-asc",
  discount: "descuento-desc",
  rating: "calificacion",
} as const;

/** How many offers a vertical page lists (searchCoupons' largest page). */
export const VERTICAL_PAGE_SIZE = 60;

export interface VerticalDef {
  id: VerticalId;
  path: `/${VerticalId}`;
  /** Catalogue category the offers belong to. */
  category: string;
  kind?: Details["kind"];
  groups: ChipGroup[];
}

const Q = 100; // cents per quetzal
/** Price bands in Q: [from, to) so each price falls in exactly one band. */
function priceGroup(a: number, b: number, c: number): ChipGroup {
  return {
    param: "price",
    labelKey: "groups.price",
    chips: [
      { value: "", labelKey: "chips.allM", query: {} },
      { value: `menos-${a}`, labelKey: `chips.priceUnder${a}`, query: { maxPriceCents: a * Q } },
      { value: `${a}-${b}`, labelKey: `chips.price${a}to${b}`, query: { minPriceCents: a * Q, maxPriceCents: b * Q } },
      { value: `${b}-${c}`, labelKey: `chips.price${b}to${c}`, query: { minPriceCents: b * Q, maxPriceCents: c * Q } },
      { value: `mas-${c}`, labelKey: `chips.priceOver${c}`, query: { minPriceCents: c * Q } },
    ],
  };
}

function attributeGroup(
  param: string,
  key: "cuisine" | "difficulty" | "experienceType" | "tripType",
  values: readonly [string, string][],
): ChipGroup {
  return {
    param,
    labelKey: `groups.${key}`,
    chips: [
      { value: "", labelKey: "chips.allF", query: {} },
      ...values.map(([value, label]) => ({
        value,
        labelKey: `chips.${value}`,
        query: { details: { [key]: label } as Details },
      })),
    ],
  };
}

/**
 * Experience durations in hours, rounded to the nearest hour, fall in exactly one band:
 * 1-2 horas (< 2.5), 3-4 horas (2.5 to < 4.5), 5+ horas (>= 4.5). `searchCoupons` compares with
 * >= and <=, so the upper bounds sit just below the next band's start.
 */
const HOUR_EPSILON = 0.001;
export const DURATION_HOUR_BANDS = [
  { value: "1-2", labelKey: "chips.hours1to2", min: undefined, max: 2.5 - HOUR_EPSILON },
  { value: "3-4", labelKey: "chips.hours3to4", min: 2.5, max: 4.5 - HOUR_EPSILON },
  { value: "5-mas", labelKey: "chips.hours5plus", min: 4.5, max: undefined },
] as const;

/** Trip lengths are whole days: 1-2, 3-4, 5+. */
export const DURATION_DAY_BANDS = [
  { value: "1-2", labelKey: "chips.days1to2", min: undefined, max: 2 },
  { value: "3-4", labelKey: "chips.days3to4", min: 3, max: 4 },
  { value: "5-mas", labelKey: "chips.days5plus", min: 5, max: undefined },
] as const;

const hourChips: Chip[] = DURATION_HOUR_BANDS.map((b) => ({
  value: b.value,
  labelKey: b.labelKey,
  query: { details: { minDurationHours: b.min, maxDurationHours: b.max } },
}));
const dayChips: Chip[] = DURATION_DAY_BANDS.map((b) => ({
  value: b.value,
  labelKey: b.labelKey,
  query: { details: { minDays: b.min, maxDays: b.max } },
}));

export const VERTICALS: Record<VerticalId, VerticalDef> = {
  restaurantes: {
    id: "restaurantes",
    path: "/restaurantes",
    category: "restaurantes",
    groups: [
      attributeGroup("cuisine", "cuisine", [
        ["italiana", "Italiana"],
        ["japonesa", "Japonesa"],
        ["argentina", "Argentina"],
        ["mexicana", "Mexicana"],
        ["internacional", "Internacional"],
      ]),
      priceGroup(100, 200, 300),
    ],
  },
  experiencias: {
    id: "experiencias",
    path: "/experiencias",
    category: "experiencias-viajes",
    kind: "experience",
    groups: [
      attributeGroup("type", "experienceType", [
        ["spa-bienestar", "Spa & Bienestar"],
        ["aventura", "Aventura"],
        ["fotografia", "Fotografía"],
        ["naturaleza", "Naturaleza"],
        ["gastronomia", "Gastronomía"],
        ["aereo", "Aéreo"],
      ]),
      attributeGroup("difficulty", "difficulty", [
        ["facil", "Fácil"],
        ["intermedio", "Intermedio"],
        ["avanzado", "Avanzado"],
      ]),
      {
        param: "duration",
        labelKey: "groups.duration",
        chips: [{ value: "", labelKey: "chips.allF", query: {} }, ...hourChips],
      },
    ],
  },
  viajes: {
    id: "viajes",
    path: "/viajes",
    category: "experiencias-viajes",
    kind: "trip",
    groups: [
      attributeGroup("type", "tripType", [
        ["cultural", "Cultural"],
        ["naturaleza", "Naturaleza"],
        ["arqueologico", "Arqueológico"],
        ["playa", "Playa"],
        ["aventura", "Aventura"],
      ]),
      {
        param: "duration",
        labelKey: "groups.duration",
        chips: [{ value: "", labelKey: "chips.allF", query: {} }, ...dayChips],
      },
      priceGroup(300, 500, 700),
    ],
  },
};

export interface VerticalSelection {
  q: string;
  sort: VerticalSort;
  /** The chosen chip value per group param ("" = all). */
  chosen: Record<string, string>;
  /** What to pass to searchCoupons. */
  query: CouponQuery;
  /** The query of the whole vertical, without filters: the Y of 'Mostrando X de Y ofertas'. */
  baseQuery: CouponQuery;
  /** True when any chip or the search narrows the list. */
  filtered: boolean;
}

/** Reads the GET params; unknown chip values, arrays and junk are ignored, never an error. */
export function selectVertical(def: VerticalDef, params: RawParams): VerticalSelection {
  const { q, sort, chosen } = parseVerticalState(def, params);
  const baseQuery: CouponQuery = {
    category: def.category,
    exactCategory: true,
    details: def.kind ? { kind: def.kind } : undefined,
    pageSize: VERTICAL_PAGE_SIZE,
  };
  const query: CouponQuery = { ...baseQuery, details: { ...baseQuery.details }, sort: SEARCH_SORT_OF[sort] };
  for (const group of def.groups) {
    const chip = group.chips.find((c) => c.value !== "" && c.value === chosen[group.param]);
    if (!chip) continue;
    const { details, ...money } = chip.query;
    Object.assign(query, money);
    if (details) query.details = { ...query.details, ...stripUndefined(details) };
  }
  if (q) applySearch(def, q, query);
  const filtered = q !== "" || Object.values(chosen).some((v) => v !== "");
  return { q, sort, chosen, query, baseQuery, filtered };
}

/** Restaurants: a query naming a cuisine ("italiana") filters by cuisine; the rest searches text. */
function applySearch(def: VerticalDef, q: string, query: CouponQuery): void {
  const cuisine =
    def.id === "restaurantes"
      ? def.groups[0]?.chips.find((c) => c.value !== "" && normalizeText(c.value) === normalizeText(q))
      : undefined;
  if (cuisine?.query.details && !query.details?.cuisine) query.details = { ...query.details, ...cuisine.query.details };
  else query.q = q;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Which band a duration falls in (the same bounds the filters use). */
export function hourBandOf(hours: number): string | undefined {
  return DURATION_HOUR_BANDS.find(
    (b) => (b.min === undefined || hours >= b.min) && (b.max === undefined || hours <= b.max),
  )?.value;
}
