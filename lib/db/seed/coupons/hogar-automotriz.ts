// Seed offers for Hogar & Servicios (limpieza-hogar, fumigacion, reparaciones, jardineria) and
// Automotriz (lavado, mantenimiento, llantas, polarizado).
import { offer, type SubcategoryTemplates } from "./template";

const BRILLANTE = "limpieza-brillante";
const ESCUDO = "fumigaciones-escudo-verde";
const OBRA = "manos-a-la-obra";
const JARDINES = "jardines-del-valle";
const AUTOSPA = "autospa-detallado-premium";
const VERAPAZ = "servicentro-verapaz";
const COYOY = "taller-hermanos-coyoy";
const RUEDA = "rueda-firme-llantas";
const SOMBRA = "polarizados-sombra";

const HOME_RESTRICTIONS = [
  "Agendar con 48 horas de anticipación",
  "Cobertura en el área metropolitana; otras zonas con recargo",
  "No acumulable con otras promociones",
  "Materiales adicionales se cotizan aparte",
];
const CAR_RESTRICTIONS = [
  "Cita previa por WhatsApp",
  "Camionetas y pick-ups con recargo de Q50",
  "No acumulable con otras promociones",
  "Válido para un vehículo",
];

export const HOGAR_AUTOMOTRIZ_TEMPLATES: readonly SubcategoryTemplates[] = [
  {
    category: "hogar-servicios",
    subcategory: "limpieza-hogar",
    businesses: [BRILLANTE],
    about: "El personal llega uniformado, con su propio equipo y productos biodegradables.",
    highlights: [
      "Personal verificado",
      "Productos biodegradables",
      "Equipo profesional de inyección y succión",
      "Secado rápido",
      "Garantía de satisfacción",
    ],
    included: [
      "Productos de limpieza",
      "Equipo profesional",
      "Personal uniformado",
      "Traslado dentro de la ciudad",
      "Revisión final contigo",
    ],
    restrictions: HOME_RESTRICTIONS,
    offers: [
      offer(
        "Limpieza profunda de casa de hasta 3 habitaciones",
        "Limpieza a fondo de habitaciones, baños, cocina y áreas sociales con dos personas.",
        900,
        449,
      ),
      offer(
        "Lavado de sala de 5 plazas",
        "Lavado con inyección y succión de sofá y sillones, con desinfección de telas.",
        600,
        299,
      ),
      offer(
        "Lavado de colchón matrimonial + 2 almohadas",
        "Limpieza profunda para eliminar ácaros, manchas y malos olores.",
        350,
        179,
      ),
      offer(
        "Limpieza post-construcción",
        "Retiro de polvo, pintura y residuos de obra en apartamento de hasta 120 m².",
        1500,
        799,
      ),
      offer(
        "Lavado de alfombra de hasta 20 m²",
        "Champú y extracción profunda de alfombra con secado rápido.",
        500,
        269,
      ),
      offer(
        "Limpieza de ventanas y vidrios",
        "Limpieza interior y exterior de ventanas de casa o apartamento.",
        400,
        219,
      ),
    ],
  },
  {
    category: "hogar-servicios",
    subcategory: "fumigacion",
    businesses: [ESCUDO],
    about: "Los productos son de baja toxicidad y puedes volver a entrar a tu casa en pocas horas.",
    highlights: [
      "Seguro para niños y mascotas",
      "Garantía por escrito",
      "Técnicos certificados por el MAGA",
      "Productos de baja toxicidad",
      "Servicio el mismo día",
    ],
    included: [
      "Inspección inicial",
      "Aplicación en interiores y exteriores",
      "Certificado de fumigación",
      "Recomendaciones de prevención",
      "Visita de refuerzo si es necesario",
    ],
    restrictions: [...HOME_RESTRICTIONS, "Desalojar la vivienda durante 4 horas"],
    offers: [
      offer(
        "Fumigación de casa contra cucarachas y hormigas",
        "Tratamiento en gel y aspersión para casa de hasta 200 m².",
        650,
        299,
      ),
      offer(
        "Control de zancudos con termonebulización",
        "Nebulización en jardín y áreas exteriores para reducir zancudos.",
        500,
        249,
      ),
      offer(
        "Tratamiento contra termitas",
        "Inspección y tratamiento localizado de termitas en muebles y estructuras de madera.",
        1500,
        749,
      ),
      offer(
        "Control de roedores con estaciones de cebo",
        "Instalación de seis estaciones de cebo seguras y monitoreo por un mes.",
        800,
        399,
      ),
      offer("Fumigación de apartamento", "Tratamiento integral para apartamento de hasta 90 m².", 450, 229),
      offer(
        "Plan anual de 4 fumigaciones",
        "Cuatro servicios trimestrales para mantener tu casa libre de plagas.",
        2400,
        1199,
      ),
    ],
  },
  {
    category: "hogar-servicios",
    subcategory: "reparaciones",
    businesses: [OBRA],
    about: "El técnico te explica el trabajo antes de empezar y deja todo limpio al terminar.",
    highlights: [
      "Visita el mismo día",
      "Técnicos con experiencia",
      "Garantía de 90 días",
      "Precios claros",
      "Herramienta profesional",
    ],
    included: [
      "Visita técnica",
      "Mano de obra",
      "Diagnóstico del problema",
      "Limpieza del área de trabajo",
      "Garantía por escrito",
    ],
    restrictions: [...HOME_RESTRICTIONS, "Horario de lunes a sábado"],
    offers: [
      offer(
        "Paquete de 3 horas de plomería",
        "Reparación de fugas, cambio de grifos, sifones o válvulas de inodoro.",
        600,
        299,
      ),
      offer(
        "Revisión eléctrica completa de casa",
        "Revisión del tablero, tomacorrientes y apagadores, con informe de riesgos.",
        500,
        249,
      ),
      offer(
        "Pintura de una habitación (mano de obra)",
        "Pintura de paredes de una habitación de hasta 16 m² con dos manos.",
        800,
        429,
      ),
      offer(
        "Instalación de calentador de agua",
        "Instalación de calentador eléctrico o de gas con materiales básicos.",
        550,
        299,
      ),
      offer(
        "Armado e instalación de muebles",
        "Armado de hasta tres muebles e instalación de repisas o televisores.",
        400,
        219,
      ),
      offer(
        "Destape de drenajes con equipo",
        "Destape de drenaje de cocina, baño o lavadero con sonda eléctrica.",
        450,
        239,
      ),
    ],
  },
  {
    category: "hogar-servicios",
    subcategory: "jardineria",
    businesses: [JARDINES],
    about: "Trabajamos con plantas nativas que necesitan menos agua y atraen colibríes y mariposas.",
    highlights: [
      "Plantas nativas",
      "Jardineros con experiencia",
      "Retiro de ripio incluido",
      "Riego eficiente",
      "Asesoría de paisajismo",
    ],
    included: [
      "Herramienta y equipo",
      "Retiro de ripio",
      "Limpieza final",
      "Recomendaciones de riego",
      "Visita de evaluación",
    ],
    restrictions: [...HOME_RESTRICTIONS, "Plantas y materiales no incluidos salvo que se indique"],
    offers: [
      offer(
        "Mantenimiento de jardín de hasta 100 m²",
        "Corte de grama, poda de arbustos, limpieza de arriates y retiro de ripio.",
        450,
        229,
      ),
      offer(
        "Diseño de jardín con plantas nativas",
        "Propuesta de paisajismo y siembra de 20 plantas nativas en tu jardín.",
        2500,
        1290,
      ),
      offer(
        "Instalación de riego por goteo",
        "Sistema de riego por goteo con temporizador para jardín de hasta 50 m².",
        1800,
        949,
      ),
      offer(
        "Poda de árboles de hasta 6 metros",
        "Poda de formación y limpieza de dos árboles con retiro de ramas.",
        900,
        449,
      ),
      offer(
        "Huerto urbano en macetas",
        "Instalación de cuatro macetas con hierbas aromáticas y hortalizas, con sustrato.",
        600,
        319,
      ),
      offer("Plan mensual de jardinería", "Cuatro visitas de mantenimiento al mes para jardines medianos.", 1400, 749),
    ],
  },
  {
    category: "automotriz",
    subcategory: "lavado",
    businesses: [AUTOSPA, VERAPAZ],
    about: "Lavamos a mano con guantes de microfibra y champú de pH neutro que no daña la pintura.",
    highlights: [
      "Lavado a mano",
      "Productos de pH neutro",
      "Sala de espera con wifi",
      "Secado con microfibra",
      "Listo en menos de 2 horas",
    ],
    included: [
      "Lavado exterior",
      "Aspirado de interiores",
      "Limpieza de vidrios",
      "Abrillantador de llantas",
      "Aromatizante",
    ],
    restrictions: CAR_RESTRICTIONS,
    offers: [
      offer(
        "Lavado completo + encerado",
        "Lavado exterior e interior con cera en pasta y abrillantado de llantas.",
        200,
        99,
        { at: AUTOSPA },
      ),
      offer(
        "Detallado de interiores con vapor",
        "Limpieza a vapor de asientos, alfombras, techo y tablero.",
        650,
        329,
        { at: AUTOSPA },
      ),
      offer(
        "Pulido de pintura + tratamiento cerámico",
        "Corrección de rayones finos y capa cerámica con protección de hasta un año.",
        2500,
        1190,
        { at: AUTOSPA },
      ),
      offer("Lavado de motor y chasis", "Lavado a presión de motor y chasis con protector de plásticos.", 250, 129, {
        at: VERAPAZ,
      }),
      offer("Paquete de 4 lavados completos", "Cuatro lavados completos para usar en tres meses.", 480, 259, {
        at: VERAPAZ,
      }),
      offer("Restauración de faros", "Lijado, pulido y sellado UV de faros opacos.", 350, 169, { at: AUTOSPA }),
    ],
  },
  {
    category: "automotriz",
    subcategory: "mantenimiento",
    businesses: [COYOY, VERAPAZ],
    about: "Usamos repuestos originales o de calidad equivalente y te mostramos las piezas cambiadas.",
    highlights: [
      "Mecánicos con experiencia",
      "Repuestos originales",
      "Escáner de diagnóstico",
      "Garantía en mano de obra",
      "Revisión de 20 puntos",
    ],
    included: [
      "Mano de obra",
      "Revisión de 20 puntos",
      "Relleno de niveles",
      "Informe del estado del vehículo",
      "Lavado exterior de cortesía",
    ],
    restrictions: [...CAR_RESTRICTIONS, "Aceites sintéticos especiales con recargo"],
    offers: [
      offer(
        "Cambio de aceite sintético + filtro",
        "Hasta 5 litros de aceite sintético 5W-30, filtro de aceite y revisión de niveles.",
        550,
        299,
      ),
      offer(
        "Servicio menor completo",
        "Cambio de aceite, filtros de aire y aceite, bujías y revisión de frenos.",
        1100,
        599,
      ),
      offer(
        "Cambio de pastillas de freno delanteras",
        "Pastillas de freno de cerámica y limpieza de calipers.",
        700,
        379,
      ),
      offer(
        "Diagnóstico computarizado con escáner",
        "Lectura de códigos de falla e informe del estado electrónico del motor.",
        300,
        149,
      ),
      offer(
        "Afinamiento mayor",
        "Bujías, cables, filtros, limpieza de inyectores y cuerpo de aceleración.",
        1600,
        849,
        { at: COYOY },
      ),
      offer(
        "Revisión y recarga de aire acondicionado",
        "Detección de fugas, recarga de gas refrigerante y limpieza de filtro de cabina.",
        650,
        349,
      ),
    ],
  },
  {
    category: "automotriz",
    subcategory: "llantas",
    businesses: [RUEDA, COYOY],
    about: "La alineación se hace con equipo computarizado en 3D y recibís el reporte impreso.",
    highlights: [
      "Alineación 3D",
      "Marcas reconocidas",
      "Revisión de suspensión gratis",
      "Servicio en una hora",
      "Garantía de fábrica",
    ],
    included: [
      "Alineación computarizada",
      "Balanceo de cuatro ruedas",
      "Rotación de llantas",
      "Calibración de presión",
      "Reporte impreso",
    ],
    restrictions: [...CAR_RESTRICTIONS, "Rines mayores a 18 pulgadas con recargo"],
    offers: [
      offer("Alineación + balanceo de 4 ruedas", "Alineación computarizada y balanceo con pesas adhesivas.", 350, 169),
      offer(
        "2x1 en rotación y balanceo",
        "Rotación y balanceo para dos vehículos o dos servicios en el año.",
        300,
        149,
      ),
      offer(
        "Juego de 4 llantas rin 15 con instalación",
        "Cuatro llantas de marca reconocida con montaje, balanceo y válvulas.",
        3200,
        2190,
        { at: RUEDA },
      ),
      offer(
        "Revisión de suspensión + alineación",
        "Diagnóstico de amortiguadores, rótulas y terminales con alineación.",
        450,
        229,
      ),
      offer(
        "Nitrógeno para las 4 llantas",
        "Llenado con nitrógeno para una presión más estable y mayor duración.",
        120,
        59,
        { at: RUEDA },
      ),
      offer(
        "Reparación de llanta con parche interno",
        "Reparación profesional de pinchazo con parche vulcanizado.",
        90,
        49,
      ),
    ],
  },
  {
    category: "automotriz",
    subcategory: "polarizado",
    businesses: [SOMBRA, AUTOSPA],
    about: "Las películas tienen garantía contra burbujas y decoloración y respetan los límites de ley.",
    highlights: [
      "Película de nanocerámica",
      "Bloquea 99 % de rayos UV",
      "Garantía de 5 años",
      "Instalación en 3 horas",
      "Dentro de la normativa",
    ],
    included: [
      "Película seleccionada",
      "Instalación profesional",
      "Limpieza de vidrios",
      "Tarjeta de garantía",
      "Revisión a los 15 días",
    ],
    restrictions: [...CAR_RESTRICTIONS, "No mojar los vidrios durante 72 horas"],
    offers: [
      offer(
        "Polarizado completo con nanocerámica",
        "Polarizado de todos los vidrios laterales y trasero con película de nanocerámica.",
        2200,
        1090,
        { at: SOMBRA },
      ),
      offer(
        "Polarizado de vidrios laterales y trasero",
        "Película de carbón de alta calidad para sedán o hatchback.",
        1200,
        599,
        { at: SOMBRA },
      ),
      offer(
        "Película de seguridad antiasalto",
        "Película de seguridad de 8 milésimas en vidrios laterales delanteros.",
        1800,
        899,
        { at: SOMBRA },
      ),
      offer(
        "Kit de luces LED para faros",
        "Bombillas LED de alta intensidad con instalación y ajuste de altura.",
        750,
        399,
        { at: SOMBRA },
      ),
      offer(
        "Protección de pintura PPF en bumper frontal",
        "Película transparente autorreparable contra piedras y rayones.",
        2800,
        1490,
        { at: AUTOSPA },
      ),
      offer(
        "Cámara de reversa con instalación",
        "Cámara de reversa con pantalla o conexión al radio original.",
        900,
        499,
      ),
    ],
  },
];
