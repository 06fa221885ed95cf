// What every page's URL state is declared with (the pages are in ./search.ts, ./listings.ts and
// ./verticals.ts). Parsing is forgiving on purpose: a repeated, oversized or unknown parameter
// falls back to its default and never throws, so a crawled or hand-edited URL renders the page
// instead of a 500. Hrefs leave defaults out, so a page's clean URL is its href of the defaults.

/** A page's `searchParams` as Next.js hands them over. */
export type RawParams = Record<string, string | string[] | undefined>;
type RawValue = string | string[] | null | undefined;

export const MAX_QUERY_LENGTH = 100;

/** A single, trimmed, length-capped string parameter (arrays and control characters ignored). */
export function textParam(value: RawValue, max = MAX_QUERY_LENGTH): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string") return "";
  return raw
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, max);
}

/** A ?page= value as a number (1 when absent or malformed); clampPage bounds it once the total is known. */
export function parsePage(value: RawValue): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

/** A sort value, or the page's default when absent or unknown. */
export function parseSort<S extends string>(value: unknown, allowed: readonly S[], fallback: S): S {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as S) : fallback;
}

/** A path with its non-empty parameters ("/buscar", { q: "pizza", page: 1 } -> "/buscar?q=pizza&page=1"). */
export function withParams(path: string, params: Record<string, string | number | undefined | null>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") qs.set(key, String(value));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** One key of a page's URL: its default, how a raw value is read, and how a value is written back. */
export interface Field<T> {
  readonly fallback: T;
  parse(raw: RawValue): T;
  /** The value as URL text; "" leaves the key out (defaults are never written). */
  write(value: T): string;
}

/** Free text, trimmed and cut to `max`; `blank` is a value that means "none" (/buscar's cat=all). */
export function text(max = MAX_QUERY_LENGTH, blank?: string): Field<string> {
  return {
    fallback: "",
    parse: (raw) => {
      const value = textParam(raw, max);
      return value === blank ? "" : value;
    },
    write: (value) => value,
  };
}

/** The first of repeated values, exactly as sent. */
const firstValue = (raw: RawValue): unknown => (Array.isArray(raw) ? raw[0] : raw);
/** The first value trimmed (the pages that always trimmed their selects keep doing so). */
export const trimmedValue = (raw: RawValue): string => textParam(raw);

/**
 * One of `values`, else `fallback`. `read` takes the raw text (first value as sent by default);
 * with `fold`, values compare folded (case and accents) and the declared spelling is kept.
 */
export function oneOf<const V extends string>(
  values: readonly V[],
  fallback: V,
  options: { read?: (raw: RawValue) => unknown; fold?: (s: string) => string } = {},
): Field<V> {
  const { read = firstValue, fold } = options;
  return {
    fallback,
    parse: (raw) => {
      const value = read(raw);
      if (!fold) return parseSort(value, values, fallback);
      const key = typeof value === "string" ? fold(value) : "";
      return values.find((v) => v !== "" && fold(v) === key) ?? fallback;
    },
    write: (value) => (value === fallback ? "" : value),
  };
}

/** ?page=: 1 and malformed values are the first page, which is written as no parameter. */
export const page: Field<number> = { fallback: 1, parse: parsePage, write: (n) => (n > 1 ? String(n) : "") };

export const RESULTS_VIEWS = ["grid", "list"] as const;
export type ResultsView = (typeof RESULTS_VIEWS)[number];
/** ?view=list, else the default grid. */
export const view = oneOf(RESULTS_VIEWS, "grid");

type Fields = Record<string, Field<unknown>>;
export type StateOf<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

export interface UrlState<S> {
  readonly defaults: S;
  parse(raw: RawParams): S;
  /** `path` with the values that differ from their defaults, in declaration order. */
  href(path: string, state: Partial<S>): string;
  /** True when any value differs from its default: the URL carries a query. */
  changed(state: Partial<S>): boolean;
}

/**
 * A page's URL state, declared once: its keys in URL order with their fields. `pinned` is a key
 * written even at its default whenever any other key is (see categoryHref).
 */
export function defineUrlState<F extends Fields>(
  fields: F,
  options: { pinned?: keyof F & string } = {},
): UrlState<StateOf<F>> {
  type S = StateOf<F>;
  const keys = Object.keys(fields) as Array<keyof F & string>;
  const defaults = Object.fromEntries(keys.map((k) => [k, fields[k]!.fallback])) as S;
  const written = (state: Partial<S>) => {
    const full = { ...defaults, ...state };
    return keys.map((k) => [k, fields[k]!.write(full[k]), String(full[k])] as const);
  };
  return {
    defaults,
    parse: (raw) => Object.fromEntries(keys.map((k) => [k, fields[k]!.parse(raw[k])])) as S,
    href: (path, state) => {
      const values = written(state);
      const any = values.some(([, w]) => w !== "");
      return withParams(
        path,
        Object.fromEntries(values.map(([k, w, raw]) => [k, any && k === options.pinned ? raw : w])),
      );
    },
    changed: (state) => written(state).some(([, w]) => w !== ""),
  };
}
