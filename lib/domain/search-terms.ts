// Search that finds what people mean: each query word becomes a group of alternatives
// (its plural-free stem, the synonyms a shopper means and, for an English word, the Spanish the
// catalogue uses), matched as substrings; typo-tolerant matching is left to the database, and only
// for groups nothing matches exactly.
import { nearEnglishWord, spanishFor } from "./search-synonyms";

/** Words shoppers use for what the catalogue calls otherwise (normalized: lowercase, no accents). */
const SYNONYMS: Record<string, readonly string[]> = {
  dentista: ["dental", "odontolog", "dientes"],
  odontologia: ["dental", "dentista", "dientes"],
  odontologo: ["dental", "dentista", "dientes"],
  dientes: ["dental", "odontolog"],
  pelo: ["cabello", "barber"],
  barberia: ["barber", "corte de cabello"],
  barbero: ["barber"],
  peluqueria: ["cabello", "barber", "salon"],
  carro: ["auto", "vehiculo", "llanta", "carros"],
  carros: ["auto", "vehiculo", "llanta", "carro"],
  automovil: ["auto", "vehiculo", "carro"],
  automotriz: ["auto", "vehiculo", "carro", "llanta"],
  coche: ["auto", "vehiculo", "carro"],
  gym: ["gimnasio", "entrenamiento", "fitness"],
  gimnasio: ["gym", "entrenamiento", "fitness"],
  perro: ["canino", "mascota", "grooming", "perros"],
  gato: ["felino", "mascota", "gatos"],
  veterinario: ["veterinari", "mascota"],
  romantica: ["romantic", "pareja"],
  romantico: ["romantic", "pareja"],
  cerveza: ["cervec", "beer"],
  celular: ["telefono", "smartphone"],
};

/** 'pizzas' -> 'pizza', 'masajes' -> 'masaj', 'tacos' -> 'taco'; stems shorter than 4 letters are not taken. */
export function pluralStem(word: string): string {
  if (word.length - 2 >= 4 && word.endsWith("es")) return word.slice(0, -2);
  if (word.length - 1 >= 4 && word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** One group of alternatives per search term: the term's stem first, then its synonyms, then its Spanish. */
export function termGroups(terms: readonly string[]): string[][] {
  return terms.map((term) => [
    ...new Set([pluralStem(term), ...(SYNONYMS[term] ?? SYNONYMS[pluralStem(term)] ?? []), ...spanishFor(term)]),
  ]);
}

/**
 * A term group as public.resolve_search_terms takes it: the alternatives, or with `typo` the
 * listed English word one slip away and its Spanish, which the database tries only when the
 * alternatives match nothing (so 'masage' reaches 'masaje', and a Spanish word that matches is
 * never widened).
 */
export type SearchGroup = string[] | { terms: string[]; typo: string[] };

/** termGroups, each with the alternatives of an English typo when the term is one. */
export function searchGroups(terms: readonly string[]): SearchGroup[] {
  return termGroups(terms).map((group, i) => {
    const near = nearEnglishWord(terms[i]!);
    return near ? { terms: group, typo: [...new Set([near, ...spanishFor(near)])] } : group;
  });
}

/**
 * The fallback of a several-word query nothing matches in full: one group holding every word of
 * 3+ letters (and their stems and synonyms), so any of them matches as a whole word (plural
 * endings allowed), without typo tolerance.
 * Null for a single word.
 */
export function anyTermGroup(terms: readonly string[]): [{ any: string[]; exact: true }] | null {
  const words = terms.filter((t) => t.length >= 3 && /^[a-z0-9]+$/.test(t));
  if (terms.length < 2 || words.length === 0) return null;
  // Exact (substring) matches only: a typo tolerance on top of 'any word' finds what nobody meant.
  return [{ any: [...new Set([...words, ...termGroups(words).flat()])], exact: true }];
}

/** A term as a literal inside a PostgreSQL regular expression. */
export function regexLiteral(term: string): string {
  return term.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");
}
