// Seed offers for Belleza (cabello, unas, maquillaje, depilacion) and Salud & Bienestar
// (spa, masajes, yoga-meditacion, nutricion).
import { offer, type SubcategoryTemplates } from "./template";

const GLAM = "studio-glam-zona-10";
const NAILS = "nails-and-co-cayala";
const PATRON = "barberia-el-patron";
const BELLE = "belle-piel-antigua";
const BELLA_XELA = "salon-bella-xela";
const JADE = "spa-jardin-de-jade";
const SEDA = "manos-de-seda-masajes";
const NUTRIVIDA = "nutrivida-clinica";
const IXCHEL = "ixchel-spa-temazcal";
const LOTUS = "lotus-yoga-atitlan";

const BEAUTY_RESTRICTIONS = [
  "Cita previa obligatoria por WhatsApp",
  "Llegar 10 minutos antes de la cita",
  "No acumulable con otras promociones",
  "Cancelaciones con 24 horas de anticipación",
];
const WELLNESS_RESTRICTIONS = [
  "Reservación previa obligatoria",
  "No recomendado durante el embarazo sin autorización médica",
  "Cancelaciones con 24 horas de anticipación",
  "No acumulable con otras promociones",
];

export const BELLEZA_SALUD_TEMPLATES: readonly SubcategoryTemplates[] = [
  {
    category: "belleza",
    subcategory: "cabello",
    businesses: [GLAM, PATRON, BELLA_XELA],
    about: "Nuestros estilistas hacen un diagnóstico del cabello antes de empezar para recomendarte lo que mejor te queda.",
    highlights: ["Estilistas certificados", "Productos profesionales", "Diagnóstico capilar gratis", "Bebida de cortesía", "Resultados duraderos"],
    included: ["Lavado con masaje capilar", "Secado y peinado", "Diagnóstico del cabello", "Bebida de cortesía", "Recomendaciones de cuidado en casa"],
    restrictions: [...BEAUTY_RESTRICTIONS, "Cabello largo con recargo de Q50"],
    offers: [
      offer("Corte + lavado + secado con plancha", "Corte de dama con lavado, tratamiento express y secado con plancha o ondas.", 220, 119, { at: GLAM }),
      offer("Balayage o mechas + corte de puntas", "Iluminación con técnica balayage o mechas tradicionales, tonalizador y corte de puntas.", 950, 499, { at: GLAM }),
      offer("Tratamiento de keratina brasileña", "Alisado con keratina libre de formol para un cabello suave y sin frizz hasta por cuatro meses.", 800, 399, { at: BELLA_XELA }),
      offer("Corte fade + arreglo de barba con toalla caliente", "Corte de caballero con degradado, perfilado de barba, toalla caliente y bálsamo.", 150, 89, { at: PATRON }),
      offer("Tinte completo + hidratación profunda", "Aplicación de tinte de raíz a puntas con hidratación profunda y brillo.", 480, 269, { at: BELLA_XELA }),
      offer("Paquete papá e hijo: 2 cortes de barbería", "Dos cortes clásicos o modernos para papá e hijo, con lavado y peinado.", 180, 109, { at: PATRON }),
    ],
  },
  {
    category: "belleza",
    subcategory: "unas",
    businesses: [NAILS, BELLA_XELA],
    about: "Todas las herramientas se esterilizan en autoclave y los esmaltes son libres de tóxicos.",
    highlights: ["Herramientas esterilizadas", "Más de 200 colores", "Diseños a mano alzada", "Duración de hasta 3 semanas", "Sillones con masaje"],
    included: ["Limado y forma", "Retiro de cutícula", "Hidratación de manos", "Esmalte a elección", "Aceite de cutícula"],
    restrictions: [...BEAUTY_RESTRICTIONS, "Retiro de material anterior con recargo"],
    offers: [
      offer("Manicure + pedicure spa con gel", "Manicure y pedicure spa con exfoliación, masaje y esmaltado en gel de larga duración.", 350, 175, { at: NAILS }),
      offer("Uñas acrílicas con diseño sencillo", "Set completo de uñas acrílicas en forma almendra o cuadrada con diseño en dos uñas.", 300, 165, { at: NAILS }),
      offer("Manicure ruso + esmaltado semipermanente", "Técnica rusa de cutícula para un acabado limpio, con esmalte semipermanente.", 220, 129, { at: NAILS }),
      offer("Pedicure clínico con retiro de callosidades", "Pedicure con limpieza profunda, retiro de callosidades y mascarilla hidratante.", 200, 119, { at: BELLA_XELA }),
      offer("2x1 en manicure tradicional", "Ven con una amiga y las dos reciben manicure tradicional con esmalte a elección.", 150, 75, { at: BELLA_XELA }),
      offer("Polygel + nail art completo", "Extensión con polygel y nail art personalizado en todas las uñas.", 380, 219, { at: NAILS }),
    ],
  },
  {
    category: "belleza",
    subcategory: "maquillaje",
    businesses: [GLAM, BELLE],
    about: "Trabajamos con marcas profesionales de larga duración que resisten fotos, calor y baile.",
    highlights: ["Maquillistas profesionales", "Productos de larga duración", "Ideal para eventos", "Prueba de tonos incluida", "Estudio con luz natural"],
    included: ["Limpieza e hidratación de piel", "Pestañas postizas", "Fijador de larga duración", "Asesoría de tonos", "Retoque de labial para llevar"],
    restrictions: [...BEAUTY_RESTRICTIONS, "Servicio a domicilio con recargo"],
    offers: [
      offer("Maquillaje social + peinado para evento", "Maquillaje completo con pestañas y peinado recogido u ondas para bodas, graduaciones o cenas.", 550, 299, { at: GLAM }),
      offer("Diseño de cejas con henna", "Diseño de cejas según tu rostro, depilación con hilo y tinte de henna.", 160, 89, { at: BELLE }),
      offer("Lifting de pestañas + tinte", "Lifting de pestañas naturales con tinte negro que dura de seis a ocho semanas.", 300, 159, { at: BELLE }),
      offer("Extensiones de pestañas pelo a pelo", "Aplicación de extensiones clásicas pelo a pelo con efecto natural.", 450, 249, { at: GLAM }),
      offer("Clase de automaquillaje personalizada", "Dos horas de clase uno a uno para aprender a maquillarte para el día y la noche.", 400, 199, { at: GLAM }),
      offer("Microblading de cejas con retoque", "Microblading pelo a pelo con anestesia tópica y retoque a los 30 días.", 1800, 899, { at: BELLE }),
    ],
  },
  {
    category: "belleza",
    subcategory: "depilacion",
    businesses: [BELLE, GLAM],
    about: "Antes de cada sesión evaluamos tu tipo de piel para elegir la técnica más segura.",
    highlights: ["Tecnología láser de diodo", "Cera de baja temperatura", "Evaluación de piel gratis", "Resultados visibles", "Cabinas privadas"],
    included: ["Evaluación de piel", "Gel calmante posterior", "Protector solar", "Gafas de protección", "Indicaciones de cuidado"],
    restrictions: [...BEAUTY_RESTRICTIONS, "No exponerse al sol 48 horas antes"],
    offers: [
      offer("6 sesiones de depilación láser en axilas", "Paquete de seis sesiones con láser de diodo de última generación.", 1200, 449, { at: BELLE }),
      offer("Depilación con cera de piernas completas", "Piernas completas con cera de baja temperatura apta para piel sensible.", 250, 139, { at: GLAM }),
      offer("Limpieza facial profunda con extracción", "Limpieza con vapor, extracción de puntos negros, mascarilla y protector solar.", 350, 175, { at: BELLE }),
      offer("Hidrafacial con vitamina C", "Limpieza, exfoliación e hidratación profunda con dispositivo de hidrodermoabrasión.", 650, 329, { at: BELLE }),
      offer("Depilación de bozo y cejas con hilo", "Técnica con hilo para un acabado preciso y menos irritación.", 90, 49, { at: GLAM }),
      offer("3 sesiones de láser en bikini", "Tres sesiones de depilación láser en zona de bikini sencillo.", 1050, 499, { at: BELLE }),
    ],
  },
  {
    category: "salud-bienestar",
    subcategory: "spa",
    businesses: [JADE, IXCHEL],
    about: "El circuito de aguas se disfruta sin prisas, con batas, pantuflas y té de hierbas de cortesía.",
    highlights: ["Circuito de sauna y jacuzzi", "Cabinas para parejas", "Productos naturales guatemaltecos", "Jardines y áreas de descanso", "Ideal para regalar"],
    included: ["Uso de bata, toallas y pantuflas", "Té de hierbas y fruta", "Lockers con llave", "Acceso a regaderas", "Área de relajación"],
    restrictions: [...WELLNESS_RESTRICTIONS, "Mayores de 16 años"],
    offers: [
      offer("Día de spa para dos: circuito + masaje de 60 min", "Acceso al circuito de sauna, vapor y jacuzzi, más masaje relajante de 60 minutos para cada uno.", 1500, 799, { at: JADE }),
      offer("Ritual de temazcal maya con baño de hierbas", "Sesión de temazcal guiada con hierbas medicinales, seguida de descanso con té de cacao.", 450, 249, { at: IXCHEL }),
      offer("Spa day individual con facial y almuerzo", "Circuito de aguas, facial hidratante, masaje de espalda y almuerzo saludable.", 900, 499, { at: JADE }),
      offer("Envoltura de cacao + exfoliación de café", "Exfoliación corporal con café de Antigua y envoltura de cacao nutritiva.", 600, 329, { at: IXCHEL }),
      offer("Circuito de sauna, vapor y jacuzzi", "Dos horas de circuito húmedo para relajar los músculos y desconectarte.", 350, 179, { at: JADE }),
      offer("Paquete de cumpleaños en el spa para tres", "Circuito, masaje de 30 minutos y pastel para la cumpleañera y dos amigas.", 1800, 999, { at: IXCHEL }),
    ],
  },
  {
    category: "salud-bienestar",
    subcategory: "masajes",
    businesses: [SEDA, JADE, IXCHEL],
    about: "Cada masaje empieza con una breve evaluación para ajustar la presión a lo que tu cuerpo necesita.",
    highlights: ["Terapeutas certificados", "Aceites esenciales", "Música relajante", "Presión personalizada", "Camillas térmicas"],
    included: ["Evaluación previa", "Aceites esenciales a elección", "Toallas calientes", "Té de cortesía", "Ducha después del masaje"],
    restrictions: [...WELLNESS_RESTRICTIONS, "Llegar 15 minutos antes"],
    offers: [
      offer("Masaje relajante de cuerpo completo (60 min)", "Masaje sueco de presión suave a media con aceites de lavanda y eucalipto.", 400, 199, { at: SEDA }),
      offer("Masaje descontracturante de espalda y cuello", "Cuarenta y cinco minutos enfocados en nudos y tensión de espalda, hombros y cuello.", 350, 189, { at: SEDA }),
      offer("Masaje con piedras calientes (90 min)", "Piedras volcánicas calientes combinadas con masaje relajante profundo.", 600, 319, { at: JADE }),
      offer("Masaje en pareja con aromaterapia", "Dos masajes relajantes simultáneos en cabina privada con aromaterapia y espumante.", 900, 479, { at: JADE }),
      offer("Reflexología podal + masaje de manos", "Sesión de reflexología en pies con masaje de manos y brazos para soltar el estrés.", 300, 159, { at: IXCHEL }),
      offer("Paquete de 4 masajes terapéuticos", "Cuatro sesiones de 60 minutos para tratar contracturas de forma progresiva.", 1600, 699, { at: SEDA }),
    ],
  },
  {
    category: "salud-bienestar",
    subcategory: "yoga-meditacion",
    businesses: [LOTUS, IXCHEL],
    about: "Las clases se adaptan a todos los niveles y los instructores corrigen la postura con paciencia.",
    highlights: ["Vista al lago de Atitlán", "Instructores certificados", "Grupos reducidos", "Para todos los niveles", "Ambiente tranquilo"],
    included: ["Mat y bloques de yoga", "Agua pura y té", "Meditación guiada", "Material de apoyo", "Acceso a jardín"],
    restrictions: [...WELLNESS_RESTRICTIONS, "Llevar ropa cómoda"],
    offers: [
      offer("Paquete de 8 clases de yoga", "Ocho clases de hatha o vinyasa para usar en un plazo de dos meses.", 800, 399, { at: LOTUS }),
      offer("Retiro de yoga de fin de semana en Atitlán", "Dos días de yoga, meditación, comidas vegetarianas y ceremonia de cacao.", 2400, 1290, { at: LOTUS }),
      offer("Ceremonia de cacao + meditación al atardecer", "Ceremonia tradicional de cacao con meditación guiada frente al lago.", 250, 139, { at: LOTUS }),
      offer("Taller de respiración y mindfulness", "Tres horas para aprender técnicas de respiración y atención plena contra el estrés.", 350, 189, { at: IXCHEL }),
      offer("Clase privada de yoga para dos", "Clase personalizada de 75 minutos para ti y tu pareja o amiga.", 500, 269, { at: LOTUS }),
      offer("Mes ilimitado de yoga y meditación", "Acceso ilimitado a todas las clases grupales durante un mes.", 1100, 549, { at: IXCHEL }),
    ],
  },
  {
    category: "salud-bienestar",
    subcategory: "nutricion",
    businesses: [NUTRIVIDA],
    about: "El plan se arma con alimentos que se consiguen en cualquier mercado o supermercado de Guatemala.",
    highlights: ["Nutricionistas colegiados", "Planes personalizados", "Seguimiento por WhatsApp", "Recetas chapinas saludables", "Sin dietas extremas"],
    included: ["Medición de composición corporal", "Plan de alimentación semanal", "Lista de compras", "Recetario digital", "Seguimiento por WhatsApp"],
    restrictions: ["Cita previa obligatoria", "Asistir en ayunas de 3 horas", "Válido para una persona", "No incluye suplementos"],
    offers: [
      offer("Consulta nutricional + composición corporal", "Primera consulta de 45 minutos con medición de grasa, músculo y agua corporal.", 450, 199),
      offer("Plan de 3 meses con 6 consultas de seguimiento", "Programa completo para bajar de peso o ganar masa muscular con acompañamiento.", 2100, 990),
      offer("Plan de nutrición deportiva", "Evaluación y plan de alimentación para corredores, ciclistas y atletas de gimnasio.", 600, 329),
      offer("Consulta de nutrición infantil", "Evaluación de crecimiento y guía de alimentación para niños de 2 a 12 años.", 400, 219),
      offer("Taller de meal prep saludable", "Taller práctico de tres horas para preparar la comida de toda la semana.", 300, 169),
      offer("Bioimpedancia + plan para diabetes", "Evaluación corporal y plan de alimentación para controlar la glucosa.", 550, 289),
    ],
  },
];
