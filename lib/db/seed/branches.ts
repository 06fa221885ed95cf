// The seed businesses' branches: real coordinates of the streets their addresses name (read off
// OpenStreetMap, to about 50 m), so near-me search from Zona 10 or Antigua shows sensible results.
// Each business's first branch is its own address; a few have a second one (Zona 1, Puerto Barrios).
import { seedId } from "./ids";
import { SEED_BUSINESSES } from "./businesses";
import { seedHoursOf } from "./branch-hours";
import type { HoursRange } from "@/lib/places/rules/hours";

interface Place {
  lat: number;
  lng: number;
  zone: number | null;
  municipality: string;
  department: string;
}

const capital = (zone: number, lat: number, lng: number): Place => ({
  lat,
  lng,
  zone,
  municipality: "Guatemala",
  department: "Guatemala",
});
const town = (municipality: string, department: string, lat: number, lng: number, zone: number | null = null) => ({
  lat,
  lng,
  zone,
  municipality,
  department,
});
const antigua = (lat: number, lng: number) => town("Antigua Guatemala", "Sacatepéquez", lat, lng);
const xela = (zone: number, lat: number, lng: number) => town("Quetzaltenango", "Quetzaltenango", lat, lng, zone);
const pana = (lat: number, lng: number) => town("Panajachel", "Sololá", lat, lng);
const coban = (zone: number, lat: number, lng: number) => town("Cobán", "Alta Verapaz", lat, lng, zone);
const flores = (lat: number, lng: number) => town("Flores", "Petén", lat, lng);

/** The first branch of each seed business, at its own address. */
const MAIN: Record<string, Place> = {
  "la-toscana-zona-10": capital(10, 14.5965, -90.5085),
  "sakura-sushi-bar": capital(14, 14.5822, -90.5175),
  "el-fogon-de-jalisco": capital(4, 14.6165, -90.5155),
  "la-parrilla-de-don-tito": capital(15, 14.588, -90.483),
  "smash-burger-lab": capital(16, 14.611, -90.4745),
  "studio-glam-zona-10": capital(10, 14.5985, -90.51),
  "nails-and-co-cayala": capital(16, 14.6115, -90.474),
  "barberia-el-patron": capital(4, 14.618, -90.514),
  "spa-jardin-de-jade": capital(15, 14.596, -90.486),
  "manos-de-seda-masajes": capital(14, 14.59, -90.5165),
  "nutrivida-clinica": capital(10, 14.602, -90.512),
  "laboratorio-bioanalisis": capital(4, 14.62, -90.517),
  "medscan-imagenes": capital(10, 14.607, -90.5105),
  "vida-plena-chequeos": capital(16, 14.609, -90.476),
  "clinica-dental-sonrie": capital(10, 14.599, -90.5075),
  "orthodent-guatemala": capital(16, 14.601, -90.471),
  "implantek-centro-dental": capital(10, 14.595, -90.504),
  "limpieza-brillante": capital(15, 14.6005, -90.4905),
  "fumigaciones-escudo-verde": capital(14, 14.584, -90.506),
  "manos-a-la-obra": capital(4, 14.615, -90.5125),
  "autospa-detallado-premium": capital(10, 14.5945, -90.515),
  "rueda-firme-llantas": capital(4, 14.6195, -90.5165),
  "polarizados-sombra": capital(14, 14.578, -90.5),
  "viajes-quetzal": capital(14, 14.5745, -90.4985),
  "instituto-babel-idiomas": capital(10, 14.601, -90.507),
  "codelab-academy": capital(4, 14.6175, -90.5145),
  "sabor-chapin-escuela-de-cocina": capital(15, 14.5905, -90.4855),
  "academia-armonia": capital(14, 14.588, -90.511),
  "estudio-foto-click": capital(4, 14.616, -90.5135),
  "barro-y-color-taller": capital(16, 14.6085, -90.4775),
  "lienzo-vivo-impresiones": capital(10, 14.597, -90.511),
  "bodas-y-momentos": capital(14, 14.58, -90.518),
  "iron-fit-gym": capital(10, 14.5975, -90.502),
  "cycle-studio-cayala": capital(16, 14.6105, -90.475),
  "dojo-kaizen": capital(15, 14.586, -90.482),
  "club-acuatico-delfines": capital(14, 14.572, -90.508),
  "veterinaria-san-francisco": capital(15, 14.603, -90.492),
  "huellitas-grooming": capital(16, 14.599, -90.47),
  "patitas-felices-hotel-canino": capital(14, 14.5855, -90.517),
  "k9-adiestramiento": capital(4, 14.614, -90.515),
  "trattoria-del-arco": antigua(14.5605, -90.7345),
  "belle-piel-antigua": antigua(14.5575, -90.731),
  "ixchel-spa-temazcal": antigua(14.5545, -90.7295),
  "dental-antigua": antigua(14.5545, -90.7355),
  "jardines-del-valle": antigua(14.55, -90.731),
  "volcan-aventura-tours": antigua(14.5555, -90.73),
  "sabores-de-antigua": antigua(14.5585, -90.7365),
  "luz-de-volcan-fotografia": antigua(14.562, -90.7375),
  "tacos-xelaju": xela(1, 14.8355, -91.519),
  "salon-bella-xela": xela(3, 14.84, -91.525),
  "optica-vision-clara": xela(9, 14.8385, -91.537),
  "taller-hermanos-coyoy": xela(2, 14.849, -91.515),
  "xela-trek": xela(1, 14.835, -91.52),
  "escuela-xelaju-habla": xela(1, 14.833, -91.517),
  "xela-fitness-center": xela(9, 14.8395, -91.539),
  "wok-and-roll-atitlan": pana(14.7405, -91.1585),
  "lotus-yoga-atitlan": pana(14.7415, -91.161),
  "atitlan-kayak-parapente": pana(14.739, -91.156),
  "servicentro-verapaz": coban(2, 15.4735, -90.373),
  "coban-verde-ecoturismo": coban(4, 15.469, -90.377),
  "clinica-veterinaria-verapaz": coban(1, 15.4705, -90.37),
  "ruta-maya-expediciones": flores(16.929, -89.892),
  "posada-isla-de-flores": flores(16.9302, -89.893),
  "laboratorio-clinico-peten": flores(16.922, -89.889),
};

/** Second branches: a chain in Zona 1 (Paseo de la Sexta), one in Puerto Barrios, one in Mixco. */
const EXTRA: { slug: string; name: string; address: string; place: Place }[] = [
  {
    slug: "la-toscana-zona-10",
    name: "Zona 1",
    address: "6a Avenida 9-50, Paseo de la Sexta, Zona 1",
    place: capital(1, 14.6395, -90.5131),
  },
  {
    slug: "rueda-firme-llantas",
    name: "Puerto Barrios",
    address: "7a Calle entre 6a y 7a Avenida, Puerto Barrios, Izabal",
    place: town("Puerto Barrios", "Izabal", 15.7275, -88.595),
  },
  {
    slug: "iron-fit-gym",
    name: "Zona 1",
    address: "10a Calle 5-40, Zona 1",
    place: capital(1, 14.6405, -90.5115),
  },
];

export interface SeedBranch {
  id: string;
  businessId: string;
  name: string;
  address: string;
  zone: number | null;
  municipality: string;
  department: string;
  lat: number;
  lng: number;
  phone: string | null;
  /** Rows of branch_hours, not a column of branches. */
  hours: HoursRange[];
}

export function seedBranches(): SeedBranch[] {
  const main = SEED_BUSINESSES.flatMap((b) => {
    const place = MAIN[b.slug];
    if (!place) return [];
    return [
      {
        id: seedId("branch", b.slug),
        businessId: seedId("business", b.slug),
        name: "Sede principal",
        address: b.address,
        ...place,
        phone: b.phone,
        hours: seedHoursOf(b.hours),
      },
    ];
  });
  const extra = EXTRA.map((e) => {
    const b = SEED_BUSINESSES.find((x) => x.slug === e.slug)!;
    return {
      id: seedId("branch", `${e.slug}:${e.name}`),
      businessId: seedId("business", e.slug),
      name: e.name,
      address: e.address,
      ...e.place,
      phone: b.phone,
      hours: seedHoursOf(b.hours),
    };
  });
  return [...main, ...extra];
}
