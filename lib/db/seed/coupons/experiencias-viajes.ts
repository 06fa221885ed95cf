// Seed offers for Experiencias & Viajes. "aventura" and "experiencias" are experiences
// (durationHours, difficulty, experienceType); "escapadas" and "tours" are trips (tripType, days,
// groupSize, includes).
import { offer, type SubcategoryTemplates } from "./template";

const VOLCAN = "volcan-aventura-tours";
const ATITLAN = "atitlan-kayak-parapente";
const XELA_TREK = "xela-trek";
const SABORES = "sabores-de-antigua";
const COBAN_VERDE = "coban-verde-ecoturismo";
const QUETZAL = "viajes-quetzal";
const RUTA_MAYA = "ruta-maya-expediciones";
const POSADA = "posada-isla-de-flores";

const EXPERIENCE_RESTRICTIONS = [
  "Reservar con 48 horas de anticipación",
  "Sujeto a condiciones del clima",
  "Reprogramación sin costo con 24 horas de aviso",
  "Menores de edad acompañados por un adulto",
];
const TRIP_RESTRICTIONS = [
  "Reservar con 7 días de anticipación",
  "Precio por persona en ocupación doble",
  "No válido en Semana Santa ni fin de año",
  "Sujeto a disponibilidad",
];

export const EXPERIENCIAS_VIAJES_TEMPLATES: readonly SubcategoryTemplates[] = [
  {
    category: "experiencias-viajes",
    subcategory: "aventura",
    businesses: [VOLCAN, ATITLAN, XELA_TREK],
    about: "Los guías están certificados por el INGUAT y llevan botiquín y radio en todo momento.",
    highlights: ["Guías certificados por el INGUAT", "Vistas espectaculares", "Grupos pequeños", "Equipo de seguridad", "Fotos del recorrido"],
    included: ["Guía local certificado", "Equipo de seguridad", "Agua pura y refacción", "Seguro contra accidentes", "Entrada al parque o reserva"],
    restrictions: [...EXPERIENCE_RESTRICTIONS, "Requiere buena condición física"],
    offers: [
      offer("Caminata al Volcán Pacaya con malvaviscos en la lava", "Subida guiada al Pacaya para asar malvaviscos sobre las rocas calientes.", 350, 199, { at: VOLCAN, durationHours: 6, difficulty: "Intermedio", experienceType: "Aventura" }),
      offer("Ascenso al Acatenango con noche frente al Volcán de Fuego", "Dos días de ascenso con campamento equipado para ver las erupciones del Fuego.", 900, 549, { at: VOLCAN, durationHours: 28, difficulty: "Avanzado", experienceType: "Aventura" }),
      offer("Vuelo en parapente biplaza sobre el lago de Atitlán", "Despegue desde Santa Catarina Palopó con piloto certificado y video del vuelo.", 950, 599, { at: ATITLAN, durationHours: 1, difficulty: "Fácil", experienceType: "Aéreo" }),
      offer("Kayak al amanecer en el lago de Atitlán", "Remada guiada por la orilla del lago cuando el agua está en calma.", 250, 139, { at: ATITLAN, durationHours: 2, difficulty: "Fácil", experienceType: "Naturaleza" }),
      offer("Canopy y puentes colgantes en reserva natural", "Ocho líneas de canopy y tres puentes colgantes sobre el bosque de Atitlán.", 400, 229, { at: ATITLAN, durationHours: 3, difficulty: "Fácil", experienceType: "Aventura" }),
      offer("Caminata al Volcán Santa María al amanecer", "Ascenso nocturno para ver salir el sol sobre el Santiaguito desde la cumbre.", 350, 189, { at: XELA_TREK, durationHours: 8, difficulty: "Avanzado", experienceType: "Aventura" }),
      offer("Vuelo panorámico en avioneta sobre volcanes", "Treinta minutos de vuelo sobre Antigua y los volcanes de Agua, Fuego y Acatenango.", 2200, 1290, { at: VOLCAN, durationHours: 1.5, difficulty: "Fácil", experienceType: "Aéreo" }),
      offer("Laguna de Chicabal: caminata en bosque nuboso", "Caminata al cráter sagrado de Chicabal con guía de la comunidad.", 300, 169, { at: XELA_TREK, durationHours: 5, difficulty: "Intermedio", experienceType: "Naturaleza" }),
    ],
  },
  {
    category: "experiencias-viajes",
    subcategory: "experiencias",
    businesses: [SABORES, VOLCAN, COBAN_VERDE, XELA_TREK],
    about: "Son experiencias en grupos pequeños con anfitriones locales que comparten su historia y su oficio.",
    highlights: ["Anfitriones locales", "Grupos reducidos", "Apto para principiantes", "Productos de la región", "Recuerdo para llevar"],
    included: ["Anfitrión bilingüe", "Materiales o degustación", "Agua y bebida caliente", "Recuerdo de la experiencia", "Fotos digitales"],
    restrictions: EXPERIENCE_RESTRICTIONS,
    offers: [
      offer("Cata de café de altura en finca antigüeña", "Recorrido por la finca, tostado artesanal y cata guiada de cuatro cafés.", 300, 169, { at: SABORES, durationHours: 2, difficulty: "Fácil", experienceType: "Gastronomía" }),
      offer("Taller de chocolate: del grano a la barra", "Tostá, molé y prepará tu propia barra de chocolate con cacao guatemalteco.", 250, 139, { at: SABORES, durationHours: 2, difficulty: "Fácil", experienceType: "Gastronomía" }),
      offer("Tour fotográfico por Antigua al amanecer", "Recorrido con fotógrafo profesional por las calles y ruinas antes de que lleguen los turistas.", 450, 249, { at: SABORES, durationHours: 3, difficulty: "Fácil", experienceType: "Fotografía" }),
      offer("Fotografía nocturna del Volcán de Fuego", "Salida nocturna a un mirador para fotografiar las erupciones con trípode y guía.", 700, 399, { at: VOLCAN, durationHours: 5, difficulty: "Intermedio", experienceType: "Fotografía" }),
      offer("Fuentes Georginas y temazcal", "Baño en las aguas termales de Zunil y sesión de temazcal con hierbas.", 400, 229, { at: XELA_TREK, durationHours: 4, difficulty: "Fácil", experienceType: "Spa & Bienestar" }),
      offer("Clase de cocina guatemalteca con visita al mercado", "Compra en el mercado y prepara pepián, tortillas y rellenitos con una cocinera local.", 550, 299, { at: SABORES, durationHours: 4, difficulty: "Fácil", experienceType: "Gastronomía" }),
      offer("Avistamiento de quetzales en el biotopo", "Salida al amanecer al bosque nuboso para buscar al quetzal con guía naturalista.", 450, 249, { at: COBAN_VERDE, durationHours: 5, difficulty: "Intermedio", experienceType: "Naturaleza" }),
    ],
  },
  {
    category: "experiencias-viajes",
    subcategory: "escapadas",
    businesses: [POSADA, QUETZAL],
    about: "Las reservas se confirman por WhatsApp y podés elegir la fecha dentro de la vigencia del cupón.",
    highlights: ["Hospedaje seleccionado", "Desayuno incluido", "Ideal para parejas", "Atención personalizada", "Fechas flexibles"],
    included: ["Hospedaje", "Desayunos", "Impuestos y tasas", "Asistencia por WhatsApp", "Late check-out sujeto a disponibilidad"],
    restrictions: TRIP_RESTRICTIONS,
    offers: [
      offer("Noche en hotel boutique frente al lago Petén Itzá", "Habitación con vista al lago, desayuno para dos y kayak de cortesía.", 1200, 690, { at: POSADA, tripType: "Naturaleza", days: 2, groupSize: "2 personas", includes: ["Hospedaje 1 noche", "Desayuno para dos", "Kayak de cortesía"] }),
      offer("Isla de Flores: 2 noches con tour en lancha", "Dos noches en la isla, paseo en lancha a San Miguel y al mirador del Rey Canek.", 2400, 1390, { at: POSADA, tripType: "Cultural", days: 3, groupSize: "2-4 personas", includes: ["Hospedaje 2 noches", "Desayunos", "Tour en lancha", "Guía local"] }),
      offer("Fin de semana en Monterrico: playa y tortugas", "Dos días en la playa de arena negra con liberación de tortugas en temporada.", 1600, 899, { at: QUETZAL, tripType: "Playa", days: 2, groupSize: "2-4 personas", includes: ["Transporte desde la capital", "Hospedaje 1 noche", "Desayuno", "Tour de manglares"] }),
      offer("Glamping en Atitlán con vista a los volcanes", "Noche en domo con cama queen, fogata y desayuno frente al lago.", 1400, 799, { at: QUETZAL, tripType: "Naturaleza", days: 2, groupSize: "2 personas", includes: ["Noche en domo", "Cena y desayuno", "Fogata", "Kayak"] }),
      offer("Río Dulce y Livingston: 4 días en el Caribe", "Navegación por el cañón del Río Dulce, Livingston y las playas de Siete Altares.", 3200, 1890, { at: QUETZAL, tripType: "Playa", days: 4, groupSize: "2-10 personas", includes: ["Transporte", "Hospedaje 3 noches", "Desayunos", "Lancha a Livingston", "Guía"] }),
      offer("Surf en El Paredón: paquete de 5 días", "Cinco días de surf con clases diarias, tabla y hospedaje frente al mar.", 3800, 2290, { at: QUETZAL, tripType: "Aventura", days: 5, groupSize: "2-8 personas", includes: ["Hospedaje 4 noches", "Clases de surf", "Renta de tabla", "Desayunos"] }),
      offer("Noche en Flores + tour a Yaxhá al atardecer", "Hospedaje en la isla y visita a Yaxhá para ver el atardecer desde el templo 216.", 1800, 990, { at: POSADA, tripType: "Arqueológico", days: 2, groupSize: "2-6 personas", includes: ["Hospedaje 1 noche", "Transporte a Yaxhá", "Entrada al parque", "Guía"] }),
    ],
  },
  {
    category: "experiencias-viajes",
    subcategory: "tours",
    businesses: [RUTA_MAYA, COBAN_VERDE, QUETZAL, XELA_TREK],
    about: "Viajamos en grupos pequeños con guías bilingües y transporte con aire acondicionado.",
    highlights: ["Guías bilingües", "Transporte privado", "Grupos pequeños", "Itinerario flexible", "Sitios declarados patrimonio"],
    included: ["Transporte", "Guía bilingüe", "Entradas a los sitios", "Agua pura", "Seguro de viaje básico"],
    restrictions: TRIP_RESTRICTIONS,
    offers: [
      offer("Tikal al amanecer: tour de día completo", "Salida de madrugada desde Flores para ver el amanecer desde el Templo IV.", 1100, 649, { at: RUTA_MAYA, tripType: "Arqueológico", days: 1, groupSize: "2-12 personas", includes: ["Transporte", "Entrada a Tikal", "Guía arqueólogo", "Almuerzo"] }),
      offer("Tikal y Yaxhá: 3 días y 2 noches", "Recorrido por los dos grandes sitios mayas de Petén con hospedaje en Flores.", 3500, 1990, { at: RUTA_MAYA, tripType: "Arqueológico", days: 3, groupSize: "2-10 personas", includes: ["Hospedaje 2 noches", "Transporte", "Entradas", "Guía", "Desayunos"] }),
      offer("Expedición a El Mirador: 5 días en la selva", "Caminata por la selva hasta La Danta, una de las pirámides más grandes del mundo.", 7200, 4290, { at: RUTA_MAYA, tripType: "Aventura", days: 5, groupSize: "4-10 personas", includes: ["Guía y cocinero", "Mulas para el equipo", "Campamento", "Todas las comidas"] }),
      offer("Semuc Champey y grutas de Lanquín: 2 días", "Pozas turquesa, caminata al mirador y exploración de cuevas con candela.", 1500, 849, { at: COBAN_VERDE, tripType: "Naturaleza", days: 2, groupSize: "2-10 personas", includes: ["Transporte 4x4", "Hospedaje 1 noche", "Entradas", "Guía", "Tubing en el río"] }),
      offer("Ruta del café y cardamomo en Alta Verapaz", "Visita a fincas de café y cardamomo con almuerzo q'eqchi' y cata.", 1050, 629, { at: COBAN_VERDE, tripType: "Cultural", days: 1, groupSize: "2-8 personas", includes: ["Transporte", "Visita a dos fincas", "Almuerzo típico", "Cata de café"] }),
      offer("Guatemala esencial: Antigua, Atitlán y Chichicastenango", "Cinco días por lo mejor del altiplano con el mercado de Chichi en día de plaza.", 6500, 3990, { at: QUETZAL, tripType: "Cultural", days: 5, groupSize: "2-12 personas", includes: ["Hospedaje 4 noches", "Transporte", "Desayunos", "Guía", "Lancha en el lago"] }),
      offer("Travesía a pie de Xela a Atitlán: 3 días", "Caminata por aldeas y cafetales del altiplano, durmiendo en casas de familia.", 2200, 1290, { at: XELA_TREK, tripType: "Aventura", days: 3, groupSize: "4-12 personas", includes: ["Guía", "Hospedaje en comunidades", "Todas las comidas", "Lancha de regreso"] }),
      offer("Pueblos del lago de Atitlán en lancha", "San Juan, San Pedro y Santiago Atitlán en un día, con almuerzo frente al lago.", 1000, 620, { at: QUETZAL, tripType: "Cultural", days: 1, groupSize: "2-15 personas", includes: ["Transporte desde Antigua", "Lancha privada", "Almuerzo", "Guía"] }),
    ],
  },
];
