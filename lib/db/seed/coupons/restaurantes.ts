// Seed offers for Restaurantes & Gastronomía: pizza, sushi, mexicana, hamburguesas.
import { offer, type SubcategoryTemplates } from "./template";

const TOSCANA = "la-toscana-zona-10";
const ARCO = "trattoria-del-arco";
const SAKURA = "sakura-sushi-bar";
const WOK = "wok-and-roll-atitlan";
const FOGON = "el-fogon-de-jalisco";
const XELAJU = "tacos-xelaju";
const SMASH = "smash-burger-lab";
const TITO = "la-parrilla-de-don-tito";

const COMMON_RESTRICTIONS = [
  "No acumulable con otras promociones",
  "Presentar el código del cupón al ordenar",
  "Propina no incluida",
  "Sujeto a disponibilidad de mesas",
];

export const RESTAURANTES_TEMPLATES: readonly SubcategoryTemplates[] = [
  {
    category: "restaurantes",
    subcategory: "pizza",
    businesses: [TOSCANA, ARCO],
    about: "La masa reposa 48 horas y cada pizza sale del horno de leña en menos de tres minutos.",
    highlights: [
      "Horno de leña",
      "Masa madre de 48 horas",
      "Mozzarella fresca",
      "Ideal para compartir",
      "Ambiente familiar",
    ],
    included: [
      "Chile de la casa y parmesano",
      "Válido para comer en el lugar o para llevar",
      "Parqueo de cortesía por 2 horas",
      "Wifi gratis",
    ],
    restrictions: [...COMMON_RESTRICTIONS, "Válido de lunes a jueves"],
    offers: [
      offer(
        "2x1 en pizzas medianas de especialidad",
        "Dos pizzas medianas de especialidad al horno de leña por el precio de una.",
        178,
        89,
        { cuisine: "Italiana", at: TOSCANA },
      ),
      offer(
        "Pizza familiar + pan de ajo + 4 sodas",
        "Combo para la familia: pizza familiar de hasta tres ingredientes, pan de ajo y cuatro sodas.",
        215,
        139,
        { cuisine: "Italiana", at: TOSCANA },
      ),
      offer(
        "Cena italiana para dos: entrada, 2 pastas y postre",
        "Bruschettas, dos platos de pasta fresca a elección y tiramisú para compartir.",
        380,
        229,
        { cuisine: "Italiana", at: ARCO },
      ),
      offer(
        "Lasagna de la casa + copa de vino tinto",
        "Lasagna boloñesa gratinada acompañada de una copa de vino tinto chileno.",
        145,
        89,
        { cuisine: "Italiana", at: ARCO },
      ),
      offer(
        "Pizza grande cuatro estaciones + calzone",
        "Una pizza grande cuatro estaciones y un calzone de jamón y hongos para llevar.",
        240,
        149,
        { cuisine: "Italiana", at: TOSCANA },
      ),
      offer(
        "Buffet libre de pizzas y pastas",
        "Pizzas, pastas y ensaladas ilimitadas de martes a jueves en horario de almuerzo.",
        149,
        99,
        { cuisine: "Italiana", at: ARCO },
      ),
    ],
  },
  {
    category: "restaurantes",
    subcategory: "sushi",
    businesses: [SAKURA, WOK],
    about: "El pescado llega fresco cada mañana y los rollos se preparan al momento frente a la barra.",
    highlights: [
      "Pescado fresco del día",
      "Chefs con formación en Japón",
      "Opciones vegetarianas",
      "Presentación para compartir",
      "Salsas de la casa",
    ],
    included: [
      "Salsa de soya, wasabi y jengibre",
      "Palillos o cubiertos",
      "Empaque para llevar sin costo",
      "Té verde de cortesía",
    ],
    restrictions: [...COMMON_RESTRICTIONS, "Válido de domingo a miércoles"],
    offers: [
      offer(
        "2x1 en rollos de sushi especiales",
        "Elegí cualquier rollo especial de la carta y el segundo va por cuenta de la casa.",
        190,
        95,
        { cuisine: "Japonesa", at: SAKURA },
      ),
      offer(
        "Combo de 40 piezas de sushi para compartir",
        "Cuatro rollos variados (40 piezas) con tempura, salmón, cangrejo y aguacate.",
        345,
        199,
        { cuisine: "Japonesa", at: SAKURA },
      ),
      offer(
        "Ramen tonkotsu + gyozas + bebida",
        "Un tazón de ramen tonkotsu, cinco gyozas a la plancha y una bebida natural.",
        135,
        85,
        { cuisine: "Japonesa", at: WOK },
      ),
      offer(
        "Menú degustación nikkei para dos personas",
        "Siete tiempos de cocina nikkei: tiradito, ceviche, rollos de autor y postre.",
        520,
        299,
        { cuisine: "Internacional", at: SAKURA },
      ),
      offer(
        "Wok de pollo o res + rollo primavera",
        "Arroz o fideos salteados al wok con vegetales, más un rollo primavera crujiente.",
        98,
        59,
        { cuisine: "China", at: WOK },
      ),
      offer(
        "Sushi ilimitado por 90 minutos",
        "Barra libre de rollos de la carta seleccionada durante noventa minutos.",
        225,
        149,
        { cuisine: "Japonesa", at: WOK },
      ),
    ],
  },
  {
    category: "restaurantes",
    subcategory: "mexicana",
    businesses: [FOGON, XELAJU],
    about: "Las tortillas se hacen a mano y las salsas se preparan cada día con chiles traídos de Jalisco.",
    highlights: [
      "Tortillas hechas a mano",
      "Salsas de la casa",
      "Porciones generosas",
      "Ambiente de cantina",
      "Ideal para grupos",
    ],
    included: [
      "Totopos y salsa de cortesía",
      "Limones y cebollitas",
      "Válido para comer en el lugar o para llevar",
      "Recargas de agua fresca",
    ],
    restrictions: [...COMMON_RESTRICTIONS, "Bebidas alcohólicas solo para mayores de 18 años"],
    offers: [
      offer(
        "12 tacos al pastor + 2 aguas frescas",
        "Una docena de tacos al pastor con piña, cilantro y cebolla, más dos aguas frescas.",
        120,
        69,
        { cuisine: "Mexicana", at: XELAJU },
      ),
      offer(
        "2x1 en burritos gigantes",
        "Burritos de asada, pollo o chorizo con frijol, arroz y guacamole; el segundo va gratis.",
        110,
        55,
        { cuisine: "Mexicana", at: FOGON },
      ),
      offer(
        "Nachos supremos + 2 margaritas",
        "Nachos con queso fundido, carne, pico de gallo y jalapeños, con dos margaritas clásicas.",
        160,
        95,
        { cuisine: "Mexicana", at: FOGON },
      ),
      offer(
        "Parrillada mexicana para cuatro personas",
        "Arrachera, pollo, chorizo, nopales y cebollitas con tortillas y frijoles charros.",
        420,
        249,
        { cuisine: "Mexicana", at: FOGON },
      ),
      offer(
        "Combo de gringas y quesadillas para dos",
        "Dos gringas al pastor, dos quesadillas de flor de calabaza y dos horchatas.",
        98,
        59,
        { cuisine: "Mexicana", at: XELAJU },
      ),
      offer(
        "Enchiladas verdes + agua de horchata",
        "Tres enchiladas de pollo bañadas en salsa verde con crema, queso y horchata.",
        75,
        45,
        { cuisine: "Mexicana", at: XELAJU },
      ),
    ],
  },
  {
    category: "restaurantes",
    subcategory: "hamburguesas",
    businesses: [SMASH, TITO],
    about: "La carne se muele a diario y se cocina en plancha o a las brasas al punto que pidás.",
    highlights: [
      "Carne 100 % de res",
      "Pan brioche artesanal",
      "Cortes madurados",
      "Papas cortadas a mano",
      "Servicio a domicilio",
    ],
    included: [
      "Aderezos de la casa",
      "Válido para comer en el lugar, llevar o domicilio",
      "Parqueo gratis",
      "Recarga de bebida gaseosa",
    ],
    restrictions: [...COMMON_RESTRICTIONS, "Domicilio con cargo adicional según zona"],
    offers: [
      offer(
        "2x1 en hamburguesas smash dobles",
        "Dos hamburguesas smash dobles con queso americano, pepinillos y salsa de la casa.",
        150,
        75,
        { cuisine: "Americana", at: SMASH },
      ),
      offer(
        "Combo burger + papas trufadas + malteada",
        "Hamburguesa clásica, papas trufadas con parmesano y malteada del sabor que querás.",
        115,
        69,
        { cuisine: "Americana", at: SMASH },
      ),
      offer(
        "Parrillada argentina para dos con vino de la casa",
        "Vacío, entraña, chorizo y morcilla con papas rústicas, ensalada y media botella de vino.",
        520,
        299,
        { cuisine: "Argentina", at: TITO },
      ),
      offer(
        "Bife de chorizo de 400 g con guarnición",
        "Corte de 400 gramos a la parrilla con chimichurri, papas al romero y ensalada.",
        265,
        175,
        { cuisine: "Argentina", at: TITO },
      ),
      offer(
        "Cubeta de 24 alitas + 4 cervezas",
        "Veinticuatro alitas en salsa búfalo, BBQ o mango habanero con cuatro cervezas nacionales.",
        235,
        139,
        { cuisine: "Americana", at: SMASH },
      ),
      offer(
        "Menú ejecutivo: entrada, plato fuerte y bebida",
        "Almuerzo de lunes a viernes con sopa del día, plato fuerte a elección y limonada.",
        95,
        65,
        { cuisine: "Internacional", at: TITO },
      ),
      offer(
        "Choripán + 4 empanadas argentinas",
        "Choripán con chimichurri y cuatro empanadas de carne cortada a cuchillo para compartir.",
        120,
        72,
        { cuisine: "Argentina", at: TITO },
      ),
    ],
  },
];
