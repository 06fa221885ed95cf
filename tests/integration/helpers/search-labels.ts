// A labelled list of Spanish queries as shoppers type them (accents, typos, plurals, synonyms) and
// what a person would accept as a result, judged on the coupon's title, description and category
// (normalized: lowercase, no accents). The seed is the fixture: every label matches seed coupons.

export interface LabelledQuery {
  q: string;
  /** A result is relevant when its normalized "title description category" matches. */
  relevant: RegExp;
}

export const LABELLED_QUERIES: LabelledQuery[] = [
  // Exact words, accents and case.
  { q: "pizza", relevant: /pizz/ },
  { q: "sushi", relevant: /sushi|maki|nigiri/ },
  { q: "café", relevant: /cafe|espresso|capuccino|cappuccino|barista/ },
  { q: "CAFE", relevant: /cafe|espresso|capuccino|cappuccino|barista/ },
  { q: "hamburguesa", relevant: /hamburgues|burger/ },
  { q: "tacos", relevant: /taco/ },
  { q: "masaje", relevant: /masaj/ },
  { q: "yoga", relevant: /yoga/ },
  { q: "hotel", relevant: /hotel|hospedaje|noche/ },
  { q: "tour", relevant: /tour|excursion|recorrido/ },
  { q: "volcán", relevant: /volcan/ },
  { q: "fotografía", relevant: /foto/ },
  { q: "uñas", relevant: /unas|manicure|pedicure/ },
  { q: "limpieza dental", relevant: /dental|dientes|odontolog/ },
  // Plurals and singulars.
  { q: "masajes", relevant: /masaj/ },
  { q: "pizzas", relevant: /pizz/ },
  { q: "llanta", relevant: /llanta|neumatico/ },
  { q: "clases de ingles", relevant: /ingles|idioma/ },
  { q: "cursos", relevant: /curso|clase|taller/ },
  // Typos.
  { q: "masje", relevant: /masaj/ },
  { q: "piza", relevant: /pizz/ },
  { q: "susi", relevant: /sushi/ },
  { q: "hamburgesa", relevant: /hamburgues|burger/ },
  { q: "fotografia", relevant: /foto/ },
  { q: "gimnacio", relevant: /gimnasio|gym|entrenamiento/ },
  { q: "odontologia", relevant: /dental|dientes|odontolog/ },
  { q: "piscina", relevant: /piscina|nado|natacion/ },
  { q: "vetrinario", relevant: /veterinari|mascota|perro|gato/ },
  // Synonyms a person means.
  { q: "dentista", relevant: /dental|dientes|odontolog|dentist/ },
  { q: "odontología", relevant: /dental|dientes|odontolog/ },
  { q: "corte de pelo", relevant: /corte|barber|cabello|pelo/ },
  { q: "barbería", relevant: /barber|corte|cabello|barba/ },
  { q: "carro", relevant: /carro|auto|vehiculo|llanta|motor|aceite/ },
  { q: "automotriz", relevant: /carro|auto|vehiculo|llanta|motor|aceite/ },
  { q: "perro", relevant: /perro|mascota|canin|veterinari|grooming/ },
  { q: "gym", relevant: /gimnasio|gym|entrenamiento|fitness/ },
  { q: "spa", relevant: /spa|masaj|relaj|sauna|facial/ },
  { q: "cena romántica", relevant: /cena|romantic|pareja/ },
  { q: "desayuno", relevant: /desayuno|brunch/ },
  { q: "cerveza", relevant: /cerveza|beer|cervec/ },
];

/** Words the seed has no coupon for: a person expects no results rather than anything close. */
export const NO_MATCH_QUERIES = ["pinata", "zapatos de tacon", "xyzzy"];

export const PRECISION_K = 9;

/** Lowercase, accent-free text of a result, as the labels are written. */
export function resultText(c: { title: string; description: string | null; category: string }): string {
  return `${c.title} ${c.description ?? ""} ${c.category}`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Precision of the first k results: relevant ones over min(k, returned); none returned counts 0. */
export function precisionAtK(texts: string[], relevant: RegExp, k = PRECISION_K): number {
  const top = texts.slice(0, k);
  if (top.length === 0) return 0;
  return top.filter((t) => relevant.test(t)).length / top.length;
}
