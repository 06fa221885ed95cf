// English words visitors type, and what the catalogue, written in Spanish, calls the same thing.
// Pure data and a lookup: lib/domain/search-terms.ts adds these to a query word's group, so an
// English word finds the Spanish coupons as well as any English title or description.
//
// Keys and values are normalized as search_text is (lowercase, no accents). Values are matched
// as substrings, so a stem covers its plurals ('masaje' finds 'masajes'). A key must not be a
// Spanish word that shoppers type with another meaning: a Spanish query has to find what it found
// before. Words spelled the same in both languages map to themselves: they need no expansion, and
// are listed so the list shows what it covers. A few English words that Guatemalans also use
// (burger, brunch, cake, smoothie) do expand, to the Spanish word a visitor means.

import { editDistance } from "./edit-distance";

const ENGLISH_TO_SPANISH: Record<string, readonly string[]> = {
  // Food and drink
  restaurant: ["restaur"],
  food: ["comida"],
  dinner: ["cena"],
  lunch: ["almuerzo"],
  breakfast: ["desayuno"],
  brunch: ["desayuno"],
  coffee: ["cafe"],
  dessert: ["postre"],
  cake: ["pastel"],
  bakery: ["panader", "reposteria"],
  bread: ["panader", "pan artesanal", "pan de ajo"],
  pizza: ["pizza"],
  burger: ["hamburguesa"],
  hamburger: ["hamburguesa"],
  steak: ["churrasco", "bife", "carne", "parrilla"],
  grill: ["parrilla"],
  barbecue: ["parrilla"],
  bbq: ["parrilla"],
  chicken: ["pollo"],
  pork: ["cerdo"],
  fish: ["pescado"],
  seafood: ["marisco"],
  shrimp: ["camaron"],
  wing: ["alitas"],
  fries: ["papas"],
  salad: ["ensalada"],
  soup: ["sopa", "caldo"],
  drink: ["bebida"],
  beer: ["cerveza", "cervec"],
  wine: ["vino"],
  cocktail: ["coctel"],
  juice: ["jugo"],
  smoothie: ["batido"],
  chocolate: ["chocolate"],
  tasting: ["degustacion", "cata de"],
  italian: ["italian"],
  mexican: ["mexican"],
  japanese: ["japones"],
  chinese: ["china", "chino"],
  // Beauty, wellness and fitness
  massage: ["masaje"],
  spa: ["spa"],
  facial: ["facial"],
  manicure: ["manicure"],
  nail: ["unas"],
  haircut: ["corte de cabello", "corte de pelo", "barber", "cabello"],
  hair: ["cabello"],
  waxing: ["depilacion"],
  makeup: ["maquillaje"],
  eyebrow: ["cejas"],
  eyelash: ["pestanas"],
  lash: ["pestanas"],
  beauty: ["belleza"],
  relaxing: ["relaj"],
  relaxation: ["relaj"],
  wellness: ["bienestar"],
  health: ["salud"],
  yoga: ["yoga"],
  gym: ["gimnasio"],
  workout: ["entrenamiento"],
  training: ["entrenamiento", "adiestramiento"],
  trainer: ["entrenador"],
  swimming: ["natacion"],
  dance: ["baile"],
  sport: ["deporte"],
  membership: ["membresia"],
  // Health
  dentist: ["dentista", "dental", "odontolog"],
  dentistry: ["odontolog", "dental"],
  teeth: ["dientes", "dental"],
  tooth: ["dientes", "dental"],
  whitening: ["blanqueamiento"],
  braces: ["ortodoncia", "brackets"],
  checkup: ["chequeo"],
  laboratory: ["laboratorio"],
  ultrasound: ["ultrasonido"],
  vaccine: ["vacuna"],
  therapy: ["terapia"],
  clinic: ["clinic"],
  diagnosis: ["diagnostic"],
  // Home and car
  home: ["hogar", "casa"],
  house: ["casa", "hogar"],
  cleaning: ["limpieza"],
  fumigation: ["fumigacion"],
  plumbing: ["plomeria"],
  garden: ["jardin"],
  furniture: ["muebles"],
  painting: ["pintura"],
  car: ["auto", "carro", "vehiculo"],
  wash: ["lavado"],
  oil: ["aceite"],
  tire: ["llanta"],
  brake: ["freno"],
  automotive: ["automotriz", "auto"],
  // Travel and experiences
  volcano: ["volcan"],
  lake: ["lago"],
  beach: ["playa"],
  island: ["isla"],
  jungle: ["selva"],
  forest: ["bosque"],
  cave: ["gruta", "cueva"],
  hike: ["caminata", "ascenso"],
  hiking: ["caminata", "ascenso"],
  trek: ["caminata", "travesia"],
  tour: ["tour"],
  trip: ["viaje", "tour"],
  travel: ["viaje"],
  adventure: ["aventura"],
  experience: ["experiencia"],
  zipline: ["canopy"],
  kayak: ["kayak"],
  paragliding: ["parapente"],
  boat: ["lancha", "bote", "barco"],
  surfing: ["surf"],
  sunrise: ["amanecer"],
  sunset: ["atardecer"],
  hotel: ["hotel"],
  room: ["habitacion"],
  night: ["noche"],
  weekend: ["fin de semana"],
  pool: ["piscina"],
  flight: ["vuelo"],
  ruin: ["ruinas", "arqueolog"],
  market: ["mercado"],
  bird: ["aves", "avistamiento"],
  // Classes, photography and art
  class: ["clase"],
  course: ["curso"],
  workshop: ["taller"],
  lesson: ["clase", "leccion"],
  cooking: ["cocina"],
  english: ["ingles"],
  spanish: ["espanol"],
  french: ["frances"],
  language: ["idioma"],
  guitar: ["guitarra"],
  singing: ["canto"],
  photography: ["fotograf"],
  photo: ["foto"],
  portrait: ["retrato"],
  pottery: ["ceramica"],
  ceramic: ["ceramica"],
  art: ["arte"],
  wedding: ["boda"],
  birthday: ["cumpleanos"],
  // Pets
  pet: ["mascota"],
  dog: ["perro", "canin"],
  puppy: ["cachorro", "perro"],
  cat: ["gato", "felin"],
  vet: ["veterinari"],
  veterinarian: ["veterinari"],
  // Category names not above (plurals find their singular: restaurants, experiences)
  education: ["educacion", "curso"],
  service: ["servicio"],
};

/** The word itself, then its English singular forms: 'cities' -> 'city', 'classes' -> 'class'. */
function forms(word: string): string[] {
  const out = [word];
  if (word.length > 4 && word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith("s")) out.push(word.slice(0, -1));
  return out;
}

/** A normalized English word's Spanish equivalents (plurals included), or [] when it is not listed. */
export function spanishFor(word: string): readonly string[] {
  for (const form of forms(word)) {
    const found = Object.hasOwn(ENGLISH_TO_SPANISH, form) ? ENGLISH_TO_SPANISH[form] : undefined;
    if (found) return found;
  }
  return [];
}

/** The Spanish the list gives: a query word among them is Spanish ('volcan', 'cafe'), not an English slip. */
const SPANISH_WORDS = new Set(Object.values(ENGLISH_TO_SPANISH).flat());

/**
 * The listed English word one slip away from a word that is not listed ('masage' -> 'massage',
 * 'brekfast' -> 'breakfast'), or null. Only words of 4+ letters with the same first letter, as the
 * database's typo rule asks; words spelled the same in Spanish are left to its dictionary.
 */
export function nearEnglishWord(word: string): string | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || spanishFor(word).length > 0) return null;
  if (forms(word).some((form) => SPANISH_WORDS.has(form))) return null;
  for (const form of forms(word)) {
    if (form.length < 4) continue;
    for (const [key, spanish] of Object.entries(ENGLISH_TO_SPANISH)) {
      if (key[0] !== form[0] || key.length < 4 || (spanish.length === 1 && spanish[0] === key)) continue;
      if (editDistance(form, key, 1) <= 1) return key;
    }
  }
  return null;
}

/** Every listed English word (for tests and for whoever shows the list). */
export const ENGLISH_SEARCH_WORDS: readonly string[] = Object.keys(ENGLISH_TO_SPANISH);
