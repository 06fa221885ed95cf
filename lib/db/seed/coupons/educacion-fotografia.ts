// Seed offers for Educación & Cursos (idiomas, tecnologia, cocina, musica) and Fotografía & Arte
// (sesiones, eventos, talleres-arte, impresion).
import { offer, type SubcategoryTemplates } from "./template";

const BABEL = "instituto-babel-idiomas";
const XELAJU_HABLA = "escuela-xelaju-habla";
const CODELAB = "codelab-academy";
const SABOR = "sabor-chapin-escuela-de-cocina";
const ARMONIA = "academia-armonia";
const CLICK = "estudio-foto-click";
const LUZ = "luz-de-volcan-fotografia";
const BODAS = "bodas-y-momentos";
const BARRO = "barro-y-color-taller";
const LIENZO = "lienzo-vivo-impresiones";

const COURSE_RESTRICTIONS = [
  "Inscripción previa sujeta a cupo",
  "Inicio según calendario de la academia",
  "No reembolsable una vez iniciado el curso",
  "No acumulable con becas ni otras promociones",
];
const PHOTO_RESTRICTIONS = [
  "Agendar con una semana de anticipación",
  "Reprogramación sin costo con 48 horas de aviso",
  "Fotos adicionales con costo extra",
  "No acumulable con otras promociones",
];

export const EDUCACION_FOTOGRAFIA_TEMPLATES: readonly SubcategoryTemplates[] = [
  {
    category: "educacion-cursos",
    subcategory: "idiomas",
    businesses: [BABEL, XELAJU_HABLA],
    about: "Antes de empezar hacés una prueba de ubicación para entrar al nivel que te corresponde.",
    highlights: [
      "Profesores nativos",
      "Grupos de máximo 8 alumnos",
      "Horarios flexibles",
      "Certificado al finalizar",
      "Modalidad presencial o en línea",
    ],
    included: [
      "Prueba de ubicación",
      "Material digital",
      "Acceso a plataforma en línea",
      "Certificado de nivel",
      "Club de conversación semanal",
    ],
    restrictions: COURSE_RESTRICTIONS,
    offers: [
      offer(
        "Curso de inglés de 3 meses",
        "Nivel básico, intermedio o avanzado con cuatro clases por semana.",
        1800,
        899,
        { at: BABEL },
      ),
      offer(
        "Club de conversación en inglés: 8 sesiones",
        "Practicá inglés hablado en grupos pequeños con temas de la vida diaria.",
        600,
        299,
        { at: BABEL },
      ),
      offer(
        "Curso intensivo de francés nivel A1",
        "Seis semanas de francés para principiantes con profesora nativa.",
        1500,
        799,
        { at: BABEL },
      ),
      offer(
        "Preparación para el examen TOEFL",
        "Diez sesiones con simulacros del examen y retroalimentación personalizada.",
        2200,
        1190,
        { at: BABEL },
      ),
      offer(
        "Semana de español uno a uno en Xela",
        "Veinte horas de clase privada de español con actividades culturales.",
        1400,
        749,
        { at: XELAJU_HABLA },
      ),
      offer(
        "Inglés para niños: curso de verano",
        "Cuatro semanas de inglés con juegos, canciones y manualidades.",
        1100,
        589,
        { at: XELAJU_HABLA },
      ),
    ],
  },
  {
    category: "educacion-cursos",
    subcategory: "tecnologia",
    businesses: [CODELAB],
    about: "Cada curso termina con un proyecto práctico que podés agregar a tu portafolio o CV.",
    highlights: [
      "Proyectos reales",
      "Instructores de la industria",
      "Presencial o en línea",
      "Certificado digital",
      "Comunidad de egresados",
    ],
    included: [
      "Acceso a grabaciones",
      "Material descargable",
      "Certificado digital",
      "Mentoría de proyecto final",
      "Café y wifi en el campus",
    ],
    restrictions: [...COURSE_RESTRICTIONS, "Traer computadora propia"],
    offers: [
      offer(
        "Excel intermedio y avanzado",
        "Tablas dinámicas, fórmulas avanzadas, gráficos y macros básicas en 20 horas.",
        900,
        449,
      ),
      offer(
        "Bootcamp de programación web",
        "Doce semanas de HTML, CSS, JavaScript y React con proyecto final.",
        6000,
        2990,
      ),
      offer("Python para análisis de datos", "Curso de 24 horas con pandas, gráficos y casos de negocio.", 1600, 849),
      offer(
        "Marketing digital para emprendedores",
        "Redes sociales, anuncios pagados y métricas para hacer crecer tu negocio.",
        1200,
        599,
      ),
      offer(
        "Diseño gráfico con Canva y Photoshop",
        "Crea piezas para redes y material impreso en 16 horas de práctica.",
        950,
        499,
      ),
      offer("Power BI desde cero", "Tableros interactivos y reportes para la toma de decisiones.", 1400, 729),
    ],
  },
  {
    category: "educacion-cursos",
    subcategory: "cocina",
    businesses: [SABOR],
    about: "Cocinás en tu propia estación con ingredientes incluidos y te llevás lo que preparaste.",
    highlights: [
      "Chefs profesionales",
      "Ingredientes incluidos",
      "Estación individual",
      "Recetario impreso",
      "Te llevás lo que cocinás",
    ],
    included: [
      "Todos los ingredientes",
      "Delantal de cortesía",
      "Recetario",
      "Degustación al final",
      "Empaque para llevar",
    ],
    restrictions: [...COURSE_RESTRICTIONS, "Avisar alergias alimentarias al inscribirte"],
    offers: [
      offer(
        "Taller de cocina chapina: pepián y jocón",
        "Prepara dos recados tradicionales guatemaltecos paso a paso.",
        450,
        239,
      ),
      offer(
        "Repostería básica: pasteles y cupcakes",
        "Cuatro sesiones de repostería con decoración en buttercream.",
        1200,
        599,
      ),
      offer(
        "Taller de pan artesanal de masa madre",
        "Aprende a alimentar tu masa madre y hornear pan de campo.",
        500,
        269,
      ),
      offer(
        "Curso de barismo y arte latte",
        "Extracción de espresso, texturizado de leche y arte latte con café guatemalteco.",
        900,
        479,
      ),
      offer("Cocina italiana: pastas frescas", "Amasa y prepara tres tipos de pasta fresca con sus salsas.", 550, 289),
      offer("Taller de chocolates y bombones", "Templado de chocolate y elaboración de bombones rellenos.", 480, 259),
    ],
  },
  {
    category: "educacion-cursos",
    subcategory: "musica",
    businesses: [ARMONIA],
    about: "Las clases se adaptan a tu ritmo y al final del ciclo podés participar en el recital.",
    highlights: [
      "Maestros graduados del Conservatorio",
      "Clases individuales",
      "Para niños y adultos",
      "Recital al final del ciclo",
      "Instrumentos para practicar",
    ],
    included: [
      "Uso de instrumento en clase",
      "Material didáctico",
      "Evaluación inicial",
      "Participación en recital",
      "Grabación de avance",
    ],
    restrictions: [...COURSE_RESTRICTIONS, "Horario sujeto a disponibilidad del maestro"],
    offers: [
      offer(
        "Mes de clases de guitarra (4 clases)",
        "Guitarra acústica o eléctrica desde cero o nivel intermedio.",
        600,
        299,
      ),
      offer(
        "Clases de piano para niños: 8 sesiones",
        "Método divertido para aprender a leer música y tocar sus primeras piezas.",
        1100,
        549,
      ),
      offer(
        "Curso de canto y técnica vocal",
        "Respiración, afinación y repertorio en cuatro clases individuales.",
        700,
        369,
      ),
      offer("Batería para principiantes", "Cuatro clases de ritmo, coordinación y tus primeras canciones.", 650, 339),
      offer("Taller de ukulele en un día", "Aprende los acordes básicos y toca tres canciones en una tarde.", 300, 159),
      offer(
        "Producción musical en computadora",
        "Graba y mezcla tus canciones con software profesional en 12 horas.",
        1500,
        799,
      ),
    ],
  },
  {
    category: "fotografia-arte",
    subcategory: "sesiones",
    businesses: [CLICK, LUZ],
    about: "Te asesoramos con el vestuario y la locación para que las fotos reflejen tu estilo.",
    highlights: [
      "Fotógrafos profesionales",
      "Edición profesional",
      "Galería digital privada",
      "Asesoría de vestuario",
      "Entrega en 7 días",
    ],
    included: [
      "Sesión fotográfica",
      "Fotos editadas en alta resolución",
      "Galería digital",
      "Asesoría de vestuario",
      "Una foto impresa de 8x10",
    ],
    restrictions: PHOTO_RESTRICTIONS,
    offers: [
      offer(
        "Sesión familiar en estudio con 15 fotos editadas",
        "Una hora de sesión en estudio para hasta seis personas.",
        900,
        449,
        { at: CLICK },
      ),
      offer(
        "Sesión de pareja en Antigua Guatemala",
        "Sesión de 90 minutos en calles y ruinas de Antigua con 25 fotos editadas.",
        1500,
        799,
        { at: LUZ },
      ),
      offer(
        "Sesión de maternidad con vestuario",
        "Sesión en estudio con dos vestidos a elección y 15 fotos editadas.",
        1200,
        599,
        { at: CLICK },
      ),
      offer(
        "Retrato profesional para LinkedIn",
        "Retratos corporativos con iluminación profesional y 5 fotos editadas.",
        500,
        249,
        { at: CLICK },
      ),
      offer(
        "Sesión de cumpleaños smash cake",
        "Sesión para bebés de un año con pastel, decoración y 20 fotos.",
        1100,
        549,
        { at: CLICK },
      ),
      offer(
        "Sesión de quince años en exteriores",
        "Dos horas en locación con cambio de vestuario y 30 fotos editadas.",
        1800,
        949,
        { at: LUZ },
      ),
    ],
  },
  {
    category: "fotografia-arte",
    subcategory: "eventos",
    businesses: [BODAS, LUZ],
    about: "Cubrimos el evento con un estilo natural y entregamos las fotos en una galería privada.",
    highlights: ["Cobertura completa", "Fotografía y video", "Tomas con dron", "Galería privada", "Estilo natural"],
    included: [
      "Fotógrafo principal",
      "Fotos editadas en alta resolución",
      "Galería en línea",
      "Reunión previa de planificación",
      "Memoria USB",
    ],
    restrictions: [...PHOTO_RESTRICTIONS, "Viáticos fuera de la ciudad no incluidos"],
    offers: [
      offer(
        "Cobertura de boda civil (4 horas)",
        "Fotografía de ceremonia civil y recepción con 200 fotos editadas.",
        4500,
        2290,
        { at: BODAS },
      ),
      offer(
        "Fotografía y video de quince años",
        "Cobertura de seis horas con video resumen de tres minutos.",
        7500,
        3990,
        { at: BODAS },
      ),
      offer(
        "Cobertura de bautizo o primera comunión",
        "Tres horas de fotografía de la ceremonia y la celebración.",
        2500,
        1290,
      ),
      offer("Video de boda con tomas de dron", "Video cinematográfico de diez minutos con tomas aéreas.", 8000, 4490, {
        at: BODAS,
      }),
      offer("Sesión preboda en Antigua", "Sesión de dos horas en Antigua con 40 fotos editadas.", 2200, 1190, {
        at: LUZ,
      }),
      offer(
        "Fotografía de evento corporativo",
        "Cuatro horas de cobertura de conferencias, lanzamientos o fiestas de empresa.",
        3500,
        1890,
        { at: BODAS },
      ),
    ],
  },
  {
    category: "fotografia-arte",
    subcategory: "talleres-arte",
    businesses: [BARRO],
    about: "Los talleres son para principiantes y todos los materiales están incluidos.",
    highlights: [
      "Para principiantes",
      "Materiales incluidos",
      "Grupos pequeños",
      "Ambiente relajado",
      "Te llevás tu obra",
    ],
    included: ["Todos los materiales", "Delantal", "Café o té", "Horneado de piezas", "Guía del instructor"],
    restrictions: [...COURSE_RESTRICTIONS, "Piezas de cerámica listas en 15 días"],
    offers: [
      offer(
        "Taller de cerámica en torno para dos",
        "Tres horas en el torno de alfarero para crear tus propias tazas o tazones.",
        700,
        349,
      ),
      offer(
        "Pintura en acrílico con vino",
        "Una noche de pintura guiada sobre lienzo con dos copas de vino.",
        350,
        189,
      ),
      offer("Curso de acuarela: 4 sesiones", "Técnicas de acuarela con paisajes guatemaltecos.", 800, 419),
      offer("Taller de dibujo para niños", "Cuatro sábados de dibujo y color para niños de 6 a 12 años.", 600, 299),
      offer("Taller de macramé y tejido", "Crea un colgante de macramé para decorar tu casa.", 300, 159),
      offer(
        "Taller de pintura en cerámica",
        "Elegí una pieza de cerámica y decorala con esmaltes de colores.",
        250,
        135,
      ),
    ],
  },
  {
    category: "fotografia-arte",
    subcategory: "impresion",
    businesses: [LIENZO, CLICK],
    about: "Imprimimos con tintas pigmentadas que duran más de 80 años sin perder color.",
    highlights: [
      "Tintas de larga duración",
      "Papel de calidad museo",
      "Entrega en 72 horas",
      "Enmarcado a la medida",
      "Revisión de archivo gratis",
    ],
    included: [
      "Revisión de archivo",
      "Ajuste de color",
      "Empaque protector",
      "Sistema para colgar",
      "Entrega en tienda",
    ],
    restrictions: [
      "Enviar archivos en alta resolución",
      "Envíos a domicilio con costo adicional",
      "No acumulable con otras promociones",
      "Tiempo de producción de 3 a 5 días hábiles",
    ],
    offers: [
      offer(
        "Impresión en lienzo de 50x70 cm",
        "Tu foto favorita en lienzo con bastidor de madera listo para colgar.",
        600,
        299,
        { at: LIENZO },
      ),
      offer("Fotolibro de tapa dura de 40 páginas", "Diseña tu fotolibro en línea con hasta 120 fotos.", 700, 369, {
        at: LIENZO,
      }),
      offer(
        "Paquete de 100 fotos impresas 4x6",
        "Impresión en papel brillante o mate de tus fotos del celular.",
        200,
        99,
        { at: CLICK },
      ),
      offer(
        "Enmarcado de cuadro con paspartú",
        "Marco de madera y paspartú para obra o foto de hasta 40x50 cm.",
        550,
        289,
        { at: LIENZO },
      ),
      offer("Tríptico en lienzo para la sala", "Tres lienzos de 30x40 cm con una misma imagen dividida.", 900, 479, {
        at: LIENZO,
      }),
      offer(
        "Impresión en metal de 30x45 cm",
        "Foto impresa en aluminio con colores intensos y acabado moderno.",
        750,
        399,
        { at: CLICK },
      ),
    ],
  },
];
