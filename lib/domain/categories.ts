// The 12 categories: a typed catalogue shared by the seed, the data layer and the UI.
// Pure data, no I/O. Icons are lucide-react component names, resolved in components/.

export type CategoryIcon =
  | "UtensilsCrossed"
  | "Sparkles"
  | "HeartPulse"
  | "Stethoscope"
  | "Smile"
  | "House"
  | "Car"
  | "Plane"
  | "GraduationCap"
  | "Camera"
  | "Dumbbell"
  | "PawPrint";

export interface Subcategory {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
}

export interface Category {
  id: CategoryId;
  name: string;
  icon: CategoryIcon;
  /** Brand colour of the category, a CSS hex colour. */
  color: string;
  description: string;
  keywords: readonly string[];
  subcategories: readonly Subcategory[];
}

export const CATEGORY_IDS = [
  "restaurantes",
  "belleza",
  "salud-bienestar",
  "clinicos-diagnostico",
  "odontologia",
  "hogar-servicios",
  "automotriz",
  "experiencias-viajes",
  "educacion-cursos",
  "fotografia-arte",
  "deportes-fitness",
  "mascotas",
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

/** Shorthand for a subcategory entry, to keep the catalogue readable. */
function sub(id: string, name: string, description: string, keywords: readonly string[]): Subcategory {
  return { id, name, description, keywords };
}

export const CATEGORIES: readonly Category[] = [
  {
    id: "restaurantes",
    name: "Restaurantes & Gastronomía",
    icon: "UtensilsCrossed",
    color: "#E4572E",
    description:
      "Pizzerías, sushi, tacos, hamburguesas y cenas especiales con descuento en los mejores restaurantes del país.",
    keywords: [
      "restaur",
      "pizza",
      "sushi",
      "italiana",
      "mexicana",
      "hamburguesa",
      "comida-rapida",
      "comida",
      "cafe",
      "buffet",
      "cena",
      "almuerzo",
      "desayuno",
      "parrilla",
      "tacos",
    ],
    subcategories: [
      sub("pizza", "Pizza & Italiana", "Pizzas al horno de leña, pastas frescas y cocina italiana.", [
        "pizza",
        "italiana",
        "pasta",
        "lasagna",
        "calzone",
      ]),
      sub("sushi", "Sushi & Japonesa", "Rollos de sushi, ramen y cocina asiática para compartir.", [
        "sushi",
        "japonesa",
        "ramen",
        "rollo",
        "wok",
      ]),
      sub("mexicana", "Mexicana & Tacos", "Tacos, burritos, nachos y antojitos con sabor mexicano.", [
        "mexicana",
        "taco",
        "burrito",
        "nachos",
        "quesadilla",
      ]),
      sub(
        "hamburguesas",
        "Hamburguesas & Parrilla",
        "Hamburguesas artesanales, comida rápida y cortes a la parrilla.",
        ["hamburguesa", "comida-rapida", "parrilla", "alitas", "costilla"],
      ),
    ],
  },
  {
    id: "belleza",
    name: "Belleza",
    icon: "Sparkles",
    color: "#D946EF",
    description: "Salones, barberías y estudios de uñas y maquillaje para lucir increíble por menos.",
    keywords: [
      "belleza",
      "salon",
      "corte",
      "cabello",
      "tinte",
      "manicure",
      "pedicure",
      "unas",
      "maquillaje",
      "cejas",
      "pestanas",
      "depilacion",
      "barberia",
      "keratina",
    ],
    subcategories: [
      sub("cabello", "Cabello & Barbería", "Cortes, tintes, keratina y arreglo de barba.", [
        "corte",
        "cabello",
        "tinte",
        "keratina",
        "barberia",
        "balayage",
      ]),
      sub("unas", "Uñas", "Manicure, pedicure, gel y acrílicas.", ["unas", "manicure", "pedicure", "gel", "acrilicas"]),
      sub("maquillaje", "Maquillaje & Cejas", "Maquillaje social, diseño de cejas y extensiones de pestañas.", [
        "maquillaje",
        "cejas",
        "pestanas",
        "microblading",
        "lifting",
      ]),
      sub("depilacion", "Depilación & Faciales", "Depilación con cera o láser y limpiezas faciales profundas.", [
        "depilacion",
        "cera",
        "laser",
        "facial",
        "hidrafacial",
      ]),
    ],
  },
  {
    id: "salud-bienestar",
    name: "Salud & Bienestar",
    icon: "HeartPulse",
    color: "#10B981",
    description: "Spas, masajes, yoga y nutrición para cuidar el cuerpo y la mente.",
    keywords: [
      "spa",
      "masaje",
      "relajante",
      "bienestar",
      "yoga",
      "meditacion",
      "nutricion",
      "sauna",
      "temazcal",
      "aromaterapia",
      "piedras",
      "reflexologia",
    ],
    subcategories: [
      sub("spa", "Spa & Día de relax", "Circuitos de spa, sauna, jacuzzi y paquetes para dos.", [
        "spa",
        "sauna",
        "jacuzzi",
        "temazcal",
        "circuito",
      ]),
      sub("masajes", "Masajes", "Masajes relajantes, descontracturantes y con piedras calientes.", [
        "masaje",
        "relajante",
        "descontracturante",
        "piedras",
        "reflexologia",
      ]),
      sub("yoga-meditacion", "Yoga & Meditación", "Clases, retiros y talleres de respiración y meditación.", [
        "yoga",
        "meditacion",
        "retiro",
        "mindfulness",
        "respiracion",
      ]),
      sub("nutricion", "Nutrición", "Consultas con nutricionista, planes de alimentación y composición corporal.", [
        "nutricion",
        "nutricionista",
        "dieta",
        "plan",
        "bioimpedancia",
      ]),
    ],
  },
  {
    id: "clinicos-diagnostico",
    name: "Clínicos & Diagnóstico",
    icon: "Stethoscope",
    color: "#0EA5E9",
    description: "Laboratorios, imágenes médicas, chequeos preventivos y exámenes de la vista a precios accesibles.",
    keywords: [
      "laboratorio",
      "examen",
      "analisis",
      "hematologia",
      "chequeo",
      "rayos",
      "ultrasonido",
      "diagnostico",
      "clinica",
      "medico",
      "optica",
      "lentes",
      "vista",
    ],
    subcategories: [
      sub("laboratorio", "Laboratorio clínico", "Perfiles de sangre, hematologías, tiroides y pruebas de rutina.", [
        "laboratorio",
        "hematologia",
        "perfil",
        "lipidico",
        "tiroides",
        "glucosa",
      ]),
      sub("imagenologia", "Rayos X & Ultrasonido", "Ultrasonidos, rayos X, mamografías y densitometrías.", [
        "ultrasonido",
        "rayos",
        "mamografia",
        "densitometria",
        "tomografia",
      ]),
      sub("chequeos", "Chequeos médicos", "Chequeos ejecutivos y preventivos con consulta médica.", [
        "chequeo",
        "ejecutivo",
        "preventivo",
        "consulta",
        "electrocardiograma",
      ]),
      sub("optica", "Óptica & Visión", "Exámenes de la vista, lentes graduados y lentes de contacto.", [
        "optica",
        "vista",
        "lentes",
        "aros",
        "optometria",
      ]),
    ],
  },
  {
    id: "odontologia",
    name: "Odontología",
    icon: "Smile",
    color: "#06B6D4",
    description: "Limpiezas, blanqueamientos, ortodoncia e implantes con clínicas dentales de confianza.",
    keywords: [
      "dental",
      "dentista",
      "odontolog",
      "limpieza",
      "blanqueamiento",
      "ortodoncia",
      "brackets",
      "implante",
      "muela",
      "diente",
      "sonrisa",
      "caries",
    ],
    subcategories: [
      sub("limpieza-dental", "Limpieza dental", "Profilaxis, evaluación y aplicación de flúor.", [
        "limpieza",
        "profilaxis",
        "fluor",
        "evaluacion",
        "sarro",
      ]),
      sub("blanqueamiento", "Blanqueamiento", "Blanqueamiento LED, en consultorio o con férulas para casa.", [
        "blanqueamiento",
        "led",
        "ferula",
        "sonrisa",
        "estetica",
      ]),
      sub("ortodoncia", "Ortodoncia", "Brackets metálicos, estéticos y alineadores transparentes.", [
        "ortodoncia",
        "brackets",
        "alineadores",
        "retenedor",
        "frenos",
      ]),
      sub("implantes", "Implantes & Cirugía", "Implantes, coronas, extracciones y cirugía de cordales.", [
        "implante",
        "corona",
        "extraccion",
        "cordal",
        "endodoncia",
      ]),
    ],
  },
  {
    id: "hogar-servicios",
    name: "Hogar & Servicios",
    icon: "House",
    color: "#F59E0B",
    description: "Limpieza, fumigación, reparaciones y jardinería a domicilio con técnicos verificados.",
    keywords: [
      "hogar",
      "casa",
      "limpieza",
      "fumigacion",
      "plaga",
      "plomeria",
      "electricista",
      "reparacion",
      "jardin",
      "lavado",
      "sillones",
      "alfombra",
      "pintura",
    ],
    subcategories: [
      sub("limpieza-hogar", "Limpieza del hogar", "Limpieza profunda de casas, sillones, alfombras y colchones.", [
        "limpieza",
        "sillones",
        "alfombra",
        "colchon",
        "profunda",
      ]),
      sub("fumigacion", "Fumigación", "Control de cucarachas, zancudos, termitas y roedores.", [
        "fumigacion",
        "plaga",
        "cucaracha",
        "termita",
        "zancudo",
      ]),
      sub("reparaciones", "Reparaciones", "Plomería, electricidad, pintura y mantenimiento general.", [
        "plomeria",
        "electricista",
        "pintura",
        "reparacion",
        "mantenimiento",
      ]),
      sub("jardineria", "Jardinería", "Diseño, poda y mantenimiento de jardines y áreas verdes.", [
        "jardin",
        "poda",
        "grama",
        "plantas",
        "riego",
      ]),
    ],
  },
  {
    id: "automotriz",
    name: "Automotriz",
    icon: "Car",
    color: "#64748B",
    description: "Lavado, servicio mecánico, llantas y polarizado para tu carro con talleres de confianza.",
    keywords: [
      "auto",
      "carro",
      "vehiculo",
      "lavado",
      "aceite",
      "mecanico",
      "servicio",
      "llanta",
      "alineacion",
      "polarizado",
      "detallado",
      "frenos",
    ],
    subcategories: [
      sub("lavado", "Lavado & Detallado", "Lavado completo, encerado, pulido y limpieza de interiores.", [
        "lavado",
        "encerado",
        "pulido",
        "detallado",
        "interiores",
      ]),
      sub("mantenimiento", "Servicio mecánico", "Cambio de aceite, frenos, afinamiento y diagnóstico por escáner.", [
        "aceite",
        "frenos",
        "afinamiento",
        "escaner",
        "mecanico",
      ]),
      sub("llantas", "Llantas & Alineación", "Alineación, balanceo, rotación y llantas nuevas.", [
        "llanta",
        "alineacion",
        "balanceo",
        "rotacion",
        "neumatico",
      ]),
      sub("polarizado", "Polarizado & Accesorios", "Polarizado, películas de seguridad y accesorios para tu carro.", [
        "polarizado",
        "pelicula",
        "accesorios",
        "faros",
        "audio",
      ]),
    ],
  },
  {
    id: "experiencias-viajes",
    name: "Experiencias & Viajes",
    icon: "Plane",
    color: "#3B82F6",
    description: "Volcanes, lagos, sitios mayas, hoteles y aventuras para descubrir Guatemala.",
    keywords: [
      "tour",
      "viaje",
      "volcan",
      "hotel",
      "aventura",
      "excursion",
      "lago",
      "atitlan",
      "tikal",
      "parapente",
      "kayak",
      "escapada",
      "vuelo",
      "experiencia",
      "playa",
    ],
    subcategories: [
      sub("aventura", "Aventura & Naturaleza", "Caminatas a volcanes, canopy, kayak, parapente y vuelos panorámicos.", [
        "volcan",
        "canopy",
        "kayak",
        "parapente",
        "caminata",
        "vuelo",
      ]),
      sub(
        "experiencias",
        "Talleres & Experiencias",
        "Cata de café y chocolate, clases de cocina, fotografía y temazcal.",
        ["cata", "cafe", "chocolate", "taller", "temazcal", "fotografia"],
      ),
      sub("escapadas", "Hoteles & Escapadas", "Noches de hotel, glamping y escapadas de fin de semana.", [
        "hotel",
        "noche",
        "glamping",
        "escapada",
        "playa",
      ]),
      sub("tours", "Tours & Paquetes", "Paquetes de varios días a Tikal, Semuc Champey, Atitlán y más.", [
        "tour",
        "paquete",
        "tikal",
        "semuc",
        "arqueologico",
      ]),
    ],
  },
  {
    id: "educacion-cursos",
    name: "Educación & Cursos",
    icon: "GraduationCap",
    color: "#8B5CF6",
    description: "Cursos de idiomas, tecnología, cocina y música para aprender algo nuevo.",
    keywords: [
      "curso",
      "clase",
      "taller",
      "idioma",
      "ingles",
      "programacion",
      "excel",
      "cocina",
      "reposteria",
      "musica",
      "guitarra",
      "piano",
      "diplomado",
    ],
    subcategories: [
      sub("idiomas", "Idiomas", "Inglés, francés, alemán y español para extranjeros.", [
        "ingles",
        "frances",
        "aleman",
        "idioma",
        "conversacion",
      ]),
      sub("tecnologia", "Tecnología", "Programación, Excel, diseño gráfico y marketing digital.", [
        "programacion",
        "excel",
        "diseno",
        "marketing",
        "python",
      ]),
      sub("cocina", "Cocina & Repostería", "Talleres de cocina guatemalteca, repostería y barismo.", [
        "cocina",
        "reposteria",
        "pasteleria",
        "barismo",
        "panaderia",
      ]),
      sub("musica", "Música", "Clases de guitarra, piano, canto y batería para todas las edades.", [
        "musica",
        "guitarra",
        "piano",
        "canto",
        "bateria",
      ]),
    ],
  },
  {
    id: "fotografia-arte",
    name: "Fotografía & Arte",
    icon: "Camera",
    color: "#EC4899",
    description: "Sesiones de fotos, cobertura de eventos, talleres de arte e impresiones de calidad.",
    keywords: [
      "foto",
      "fotografia",
      "sesion",
      "retrato",
      "boda",
      "quince",
      "evento",
      "pintura",
      "ceramica",
      "arte",
      "impresion",
      "cuadro",
      "lienzo",
    ],
    subcategories: [
      sub("sesiones", "Sesiones de fotos", "Sesiones familiares, de pareja, maternidad y retratos profesionales.", [
        "sesion",
        "retrato",
        "familiar",
        "maternidad",
        "estudio",
      ]),
      sub("eventos", "Fotografía de eventos", "Bodas, quinceañeras, bautizos y eventos corporativos.", [
        "boda",
        "quince",
        "bautizo",
        "evento",
        "video",
      ]),
      sub("talleres-arte", "Talleres de arte", "Pintura, cerámica, acuarela y dibujo para principiantes.", [
        "pintura",
        "ceramica",
        "acuarela",
        "dibujo",
        "taller",
      ]),
      sub("impresion", "Impresiones & Cuadros", "Impresión en lienzo, fotolibros y enmarcado.", [
        "impresion",
        "lienzo",
        "fotolibro",
        "cuadro",
        "enmarcado",
      ]),
    ],
  },
  {
    id: "deportes-fitness",
    name: "Deportes & Fitness",
    icon: "Dumbbell",
    color: "#22C55E",
    description: "Gimnasios, clases grupales, artes marciales y natación para mantenerte activo.",
    keywords: [
      "gym",
      "gimnasio",
      "fitness",
      "entrenamiento",
      "crossfit",
      "spinning",
      "zumba",
      "pilates",
      "karate",
      "jiu",
      "natacion",
      "piscina",
      "entrenador",
    ],
    subcategories: [
      sub("gimnasio", "Gimnasios", "Membresías de gimnasio y entrenamiento personalizado.", [
        "gimnasio",
        "gym",
        "membresia",
        "entrenador",
        "pesas",
      ]),
      sub("clases-grupales", "Clases grupales", "Spinning, zumba, pilates, crossfit y baile.", [
        "spinning",
        "zumba",
        "pilates",
        "crossfit",
        "baile",
      ]),
      sub("artes-marciales", "Artes marciales", "Karate, jiu-jitsu, taekwondo, boxeo y defensa personal.", [
        "karate",
        "jiu",
        "taekwondo",
        "boxeo",
        "defensa",
      ]),
      sub("natacion", "Natación", "Clases de natación para niños y adultos, y acceso a piscina.", [
        "natacion",
        "piscina",
        "nado",
        "acuatico",
        "clavados",
      ]),
    ],
  },
  {
    id: "mascotas",
    name: "Mascotas",
    icon: "PawPrint",
    color: "#A16207",
    description: "Veterinarias, estética canina, guarderías y adiestramiento para consentir a tu mascota.",
    keywords: [
      "mascota",
      "perro",
      "gato",
      "veterinari",
      "vacuna",
      "grooming",
      "bano",
      "estetica-canina",
      "guarderia",
      "hotel-canino",
      "adiestramiento",
      "desparasit",
    ],
    subcategories: [
      sub("veterinaria", "Veterinaria", "Consultas, vacunas, desparasitación y esterilización.", [
        "veterinari",
        "vacuna",
        "consulta",
        "esterilizacion",
        "desparasit",
      ]),
      sub("grooming", "Estética & Grooming", "Baño, corte de pelo, corte de uñas y spa para mascotas.", [
        "grooming",
        "bano",
        "corte",
        "estetica",
        "spa",
      ]),
      sub("guarderia", "Guardería & Hotel", "Guardería de día y hospedaje para perros y gatos.", [
        "guarderia",
        "hotel",
        "hospedaje",
        "paseo",
        "cuidado",
      ]),
      sub("adiestramiento", "Adiestramiento", "Obediencia básica, cachorros y modificación de conducta.", [
        "adiestramiento",
        "obediencia",
        "entrenamiento",
        "cachorro",
        "conducta",
      ]),
    ],
  },
];

const BY_ID = new Map<string, Category>(CATEGORIES.map((c) => [c.id, c]));

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === "string" && BY_ID.has(value);
}

export function getCategory(id: string): Category | undefined {
  return BY_ID.get(id);
}

/** The subcategory `subId` of category `categoryId`, if both exist. */
export function getSubcategory(categoryId: string, subId: string): Subcategory | undefined {
  return BY_ID.get(categoryId)?.subcategories.find((s) => s.id === subId);
}

/** Lowercase, accent-free, hyphens as spaces: the form keywords are compared in. */
function normalizeForKeywords(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/-/g, " ");
}

/** The first category (catalogue order) one of whose keywords occurs in `text`. */
export function findCategoryByKeyword(text: string): Category | undefined {
  const haystack = normalizeForKeywords(text);
  if (haystack.trim() === "") return undefined;
  return CATEGORIES.find((c) => c.keywords.some((k) => haystack.includes(normalizeForKeywords(k))));
}
