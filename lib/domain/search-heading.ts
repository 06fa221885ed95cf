// A search's heading and title say what was searched: the query, then the
// category and the location appended. Pure; the Spanish templates come from messages/es.json.

export interface SearchSubject {
  q?: string;
  /** The category's display name (not its id). */
  category?: string;
  loc?: string;
}

export interface HeadingTemplates {
  /** "Resultados para “{q}”" */
  query: (q: string) => string;
  /** "Ofertas de {category}" (no query) */
  category: (category: string) => string;
  /** "Ofertas en {loc}" (neither query nor category) */
  location: (loc: string) => string;
  /** "{subject} en {category}" */
  inCategory: (subject: string, category: string) => string;
  /** "{subject} · {loc}" */
  atLocation: (subject: string, loc: string) => string;
  /** No filter at all: the generic heading. */
  none: string;
}

/** The heading of a search: null parts are left out; whitespace-only parts count as empty. */
export function searchHeading(subject: SearchSubject, t: HeadingTemplates): string {
  const q = subject.q?.trim() ?? "";
  const category = subject.category?.trim() ?? "";
  const loc = subject.loc?.trim() ?? "";
  let text: string;
  if (q) text = category ? t.inCategory(t.query(q), category) : t.query(q);
  else if (category) text = t.category(category);
  else if (loc) return t.location(loc);
  else return t.none;
  return loc ? t.atLocation(text, loc) : text;
}
