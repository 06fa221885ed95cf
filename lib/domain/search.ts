// Search rules (filters, relevance, paging, suggestions), shared by /, /buscar, the list pages and
// suggestions. Pure. Reading the pages' query strings is lib/domain/url-state's job.
import { CATEGORIES, getCategory } from "./categories";
import { MAX_QUERY_LENGTH } from "./url-state/fields";
import { SEARCH_SORTS } from "./url-state/search";

// Declared with the pages' URL state (lib/domain/url-state); the search rules use them too.
export { MAX_QUERY_LENGTH, SEARCH_SORTS };

export const SEARCH_PAGE_SIZE = 9;
export const HOME_PREVIEW_SIZE = 6;
export const SUGGESTION_LIMIT = 10;
export const SUGGESTION_SOURCE_LIMIT = 50;
export const MAX_PAGE_NUMBERS = 5;

/** Popular terms; the first 6 are the shown suggestions. */
export const POPULAR_TERMS = [
  "Pizza",
  "Sushi",
  "Spa",
  "Masaje",
  "Café",
  "Cine",
  "Hotel",
  "Restaurante",
  "Belleza",
  "Tour",
  "Vuelo",
  "Tecnología",
] as const;

/** Every ordering the data layer knows; each page offers its own subset. */
export const ALL_SORTS = [
  ...SEARCH_SORTS,
  "popularidad",
  "vistas",
  "recientes",
  "termina-pronto",
  "calificacion",
] as const;
export type CouponSort = (typeof ALL_SORTS)[number];

/**
 * Lowercase and accent-free, as the database's search_text column: 'Piñata Café' -> 'pinata cafe'.
 * Control characters become spaces: PostgreSQL refuses a NUL in text outright (a 500 for `?q=%00`).
 */
export function normalizeText(text: string): string {
  const printable = text.replace(/[\u0000-\u001f\u007f]/g, " ");
  return printable
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** A query as search terms: normalized, cut to MAX_QUERY_LENGTH, at most 6 words of 2+ characters. */
export function searchTerms(q: string | null | undefined): string[] {
  if (!q) return [];
  const words = normalizeText(q.slice(0, MAX_QUERY_LENGTH))
    .split(" ")
    .filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, 6);
}

// The /buscar category select's values that are not catalogue ids, as keyword lists.
const SELECT_KEYWORDS: Record<string, readonly string[]> = {
  spas: ["spa", "masaje", "relajacion", "sauna", "facial"],
  viajes: ["viaje", "tour", "hotel", "excursion", "vuelo", "noches"],
  tecnologia: ["tecnologia", "celular", "computadora", "reparacion", "programacion"],
  entretenimiento: ["cine", "concierto", "teatro", "karaoke", "escape", "boliche"],
  deportes: ["gym", "gimnasio", "fitness", "deporte", "entrenamiento", "yoga"],
  shopping: ["tienda", "compra", "boutique", "regalo"],
  moda: ["moda", "ropa", "boutique", "zapato", "accesorio"],
  servicios: ["servicio", "limpieza", "reparacion", "lavado", "mantenimiento"],
  educacion: ["curso", "clase", "taller", "idioma", "diplomado"],
  familia: ["familia", "nino", "infantil", "familiar", "parque"],
  hogar: ["hogar", "casa", "limpieza", "fumigacion", "jardin"],
  restaurante: ["restaur", "comida", "cena", "almuerzo", "pizza", "sushi"],
  aventura: ["aventura", "canopy", "rafting", "volcan", "parapente", "kayak"],
  fotografia: ["foto", "fotografia", "sesion", "retrato"],
  belleza: ["belleza", "unas", "cabello", "maquillaje", "facial", "depilacion"],
  spa: ["spa", "masaje", "relajacion", "sauna", "facial"],
};

/**
 * A category filter matches the category itself or its keyword list against title,
 * description and category. Returns null for 'all', an empty or unknown value.
 */
export function categoryFilter(
  value: string | null | undefined,
): { categoryId: string | null; keywords: string[] } | null {
  if (!value || value === "all") return null;
  const cat = getCategory(value);
  if (cat) return { categoryId: cat.id, keywords: [...cat.keywords].map(normalizeText) };
  const keywords = SELECT_KEYWORDS[value];
  return keywords ? { categoryId: null, keywords: keywords.map(normalizeText) } : null;
}

export const KNOWN_CATEGORY_VALUES = new Set<string>([
  "all",
  ...CATEGORIES.map((c) => c.id),
  ...Object.keys(SELECT_KEYWORDS),
]);

/** The page is clamped between 1 and the last page. */
export function clampPage(page: number, total: number, pageSize = SEARCH_PAGE_SIZE): number {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

/** At most 5 page numbers, with an ellipsis where pages are skipped. */
export function pageNumbers(current: number, last: number): Array<number | "ellipsis"> {
  if (last <= MAX_PAGE_NUMBERS) return Array.from({ length: last }, (_, i) => i + 1);
  const half = Math.floor(MAX_PAGE_NUMBERS / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(last, start + MAX_PAGE_NUMBERS - 1);
  start = Math.max(1, end - MAX_PAGE_NUMBERS + 1);
  const pages: Array<number | "ellipsis"> = [];
  if (start > 1) pages.push("ellipsis");
  for (let p = start; p <= end; p++) pages.push(p);
  if (end < last) pages.push("ellipsis");
  return pages;
}

/** Suggestions are at most 10 unique entries (case- and accent-insensitively unique). */
export function capSuggestions(candidates: readonly string[], query: string, limit = SUGGESTION_LIMIT): string[] {
  const needle = normalizeText(query);
  if (!needle) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of candidates) {
    const key = normalizeText(c);
    if (!key.includes(needle) || seen.has(key)) continue;
    seen.add(key);
    out.push(c);
    if (out.length === limit) break;
  }
  return out;
}
