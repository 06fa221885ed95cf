// Seed offers for Clínicos & Diagnóstico (laboratorio, imagenologia, chequeos, optica) and
// Odontología (limpieza-dental, blanqueamiento, ortodoncia, implantes).
import { offer, type SubcategoryTemplates } from "./template";

const BIOANALISIS = "laboratorio-bioanalisis";
const PETEN = "laboratorio-clinico-peten";
const MEDSCAN = "medscan-imagenes";
const VIDA_PLENA = "vida-plena-chequeos";
const VISION = "optica-vision-clara";
const SONRIE = "clinica-dental-sonrie";
const DENTAL_ANTIGUA = "dental-antigua";
const ORTHODENT = "orthodent-guatemala";
const IMPLANTEK = "implantek-centro-dental";

const CLINIC_RESTRICTIONS = [
  "Presentar DPI o pasaporte",
  "Cita previa por teléfono o WhatsApp",
  "No acumulable con seguros médicos ni otras promociones",
  "Válido para una persona",
];
const DENTAL_RESTRICTIONS = [
  "Cita previa obligatoria",
  "Sujeto a evaluación clínica",
  "No acumulable con otras promociones",
  "Válido para una persona",
];

export const CLINICOS_ODONTOLOGIA_TEMPLATES: readonly SubcategoryTemplates[] = [
  {
    category: "clinicos-diagnostico",
    subcategory: "laboratorio",
    businesses: [BIOANALISIS, PETEN],
    about: "Los resultados se envían por correo y se pueden consultar en línea con tu número de orden.",
    highlights: [
      "Resultados el mismo día",
      "Equipo automatizado",
      "Toma de muestra sin dolor",
      "Químicos biólogos colegiados",
      "Resultados en línea",
    ],
    included: [
      "Toma de muestra",
      "Resultados digitales",
      "Interpretación básica de resultados",
      "Refacción después de la toma",
      "Copia impresa a solicitud",
    ],
    restrictions: [...CLINIC_RESTRICTIONS, "Ayuno de 8 a 12 horas"],
    offers: [
      offer(
        "Perfil lipídico + glucosa + hematología completa",
        "Colesterol total, HDL, LDL, triglicéridos, glucosa en ayunas y hematología completa.",
        450,
        199,
      ),
      offer(
        "Perfil tiroideo completo (TSH, T3, T4)",
        "Evaluación completa de la función tiroidea con resultados en 24 horas.",
        550,
        279,
      ),
      offer(
        "Chequeo de laboratorio de 25 pruebas",
        "Química sanguínea de 25 pruebas con perfil renal, hepático y lipídico.",
        800,
        349,
        { at: BIOANALISIS },
      ),
      offer(
        "Hemoglobina glicosilada + glucosa",
        "Control de diabetes con HbA1c y glucosa, ideal para seguimiento trimestral.",
        250,
        139,
      ),
      offer(
        "Perfil prenatal completo",
        "Hematología, grupo sanguíneo, VDRL, VIH, glucosa, orina y toxoplasma.",
        700,
        369,
      ),
      offer(
        "Toma de muestras a domicilio para dos personas",
        "Perfil básico para dos personas con toma de muestra en tu casa.",
        600,
        329,
        { at: BIOANALISIS },
      ),
    ],
  },
  {
    category: "clinicos-diagnostico",
    subcategory: "imagenologia",
    businesses: [MEDSCAN],
    about: "Los estudios los interpreta un médico radiólogo y recibís el informe en 24 horas.",
    highlights: [
      "Equipos digitales de última generación",
      "Médicos radiólogos",
      "Informe en 24 horas",
      "Imágenes en CD o en línea",
      "Sala de espera cómoda",
    ],
    included: [
      "Estudio completo",
      "Informe del radiólogo",
      "Imágenes digitales",
      "Bata desechable",
      "Orientación previa al estudio",
    ],
    restrictions: [...CLINIC_RESTRICTIONS, "Presentar orden médica si la tiene"],
    offers: [
      offer(
        "Ultrasonido abdominal completo",
        "Evaluación de hígado, vesícula, páncreas, riñones y bazo con informe médico.",
        550,
        275,
      ),
      offer(
        "Ultrasonido obstétrico 4D con video",
        "Ultrasonido 4D a partir de la semana 24 con fotos impresas y video del bebé.",
        850,
        449,
      ),
      offer(
        "Mamografía bilateral digital",
        "Mamografía de ambos senos con baja radiación e interpretación de radiólogo.",
        700,
        349,
      ),
      offer("Rayos X de tórax en dos proyecciones", "Radiografía digital de tórax PA y lateral con informe.", 300, 165),
      offer(
        "Densitometría ósea de columna y cadera",
        "Medición de densidad ósea para detectar osteoporosis a tiempo.",
        650,
        329,
      ),
      offer(
        "Ultrasonido de tiroides + doppler",
        "Ultrasonido de tiroides con doppler color e informe detallado.",
        600,
        319,
      ),
    ],
  },
  {
    category: "clinicos-diagnostico",
    subcategory: "chequeos",
    businesses: [VIDA_PLENA, BIOANALISIS],
    about: "Al final del chequeo un médico te explica los resultados y te entrega recomendaciones por escrito.",
    highlights: [
      "Todo en una mañana",
      "Consulta de resultados incluida",
      "Ideal para empresas",
      "Médicos internistas",
      "Desayuno incluido",
    ],
    included: [
      "Consulta médica",
      "Laboratorio básico",
      "Toma de presión y signos vitales",
      "Desayuno después de los exámenes",
      "Informe por escrito",
    ],
    restrictions: [...CLINIC_RESTRICTIONS, "Ayuno de 8 horas"],
    offers: [
      offer(
        "Chequeo ejecutivo completo",
        "Laboratorio de 20 pruebas, electrocardiograma, rayos X de tórax y consulta con internista.",
        1800,
        799,
        { at: VIDA_PLENA },
      ),
      offer(
        "Chequeo preventivo de la mujer",
        "Papanicolaou, ultrasonido pélvico, laboratorio básico y consulta ginecológica.",
        1200,
        599,
        { at: VIDA_PLENA },
      ),
      offer(
        "Chequeo preventivo del hombre",
        "Antígeno prostático, laboratorio básico, ultrasonido prostático y consulta urológica.",
        1150,
        579,
        { at: VIDA_PLENA },
      ),
      offer(
        "Chequeo cardiológico con electrocardiograma",
        "Consulta con cardiólogo, electrocardiograma y perfil lipídico.",
        900,
        449,
      ),
      offer(
        "Chequeo pediátrico escolar",
        "Evaluación pediátrica, hematología, heces, orina y certificado de salud.",
        500,
        249,
      ),
      offer(
        "Chequeo para adultos mayores",
        "Consulta geriátrica, laboratorio de 15 pruebas y evaluación de caídas.",
        950,
        499,
        { at: VIDA_PLENA },
      ),
    ],
  },
  {
    category: "clinicos-diagnostico",
    subcategory: "optica",
    businesses: [VISION],
    about: "El examen se hace con autorrefractómetro computarizado y lo revisa un optometrista graduado.",
    highlights: [
      "Examen computarizado",
      "Lentes listos en 48 horas",
      "Garantía de un año",
      "Aros para toda la familia",
      "Optometristas graduados",
    ],
    included: [
      "Examen visual computarizado",
      "Estuche y paño",
      "Ajuste de aros sin costo",
      "Limpieza ultrasónica",
      "Receta por escrito",
    ],
    restrictions: [...CLINIC_RESTRICTIONS, "Graduaciones especiales con recargo"],
    offers: [
      offer(
        "Examen de la vista + lentes con antirreflejo",
        "Examen visual y lentes graduados monofocales con antirreflejo en aro seleccionado.",
        900,
        399,
      ),
      offer(
        "Lentes progresivos con filtro de luz azul",
        "Lentes progresivos digitales con filtro para pantallas y antirreflejo.",
        2500,
        1290,
      ),
      offer(
        "2x1 en lentes de sol graduados",
        "Dos pares de lentes de sol con graduación y protección UV400.",
        1400,
        699,
      ),
      offer(
        "Adaptación de lentes de contacto",
        "Examen, prueba y adaptación de lentes de contacto blandos con su primer estuche.",
        600,
        299,
      ),
      offer(
        "Examen visual infantil + aro flexible",
        "Examen para niños y aro flexible irrompible con lentes de policarbonato.",
        750,
        379,
      ),
      offer(
        "Examen computarizado de la vista",
        "Examen completo de agudeza visual, refracción y presión ocular.",
        200,
        89,
      ),
    ],
  },
  {
    category: "odontologia",
    subcategory: "limpieza-dental",
    businesses: [SONRIE, DENTAL_ANTIGUA],
    about: "La limpieza se hace con ultrasonido y pulido con pasta profiláctica, sin dolor.",
    highlights: [
      "Limpieza con ultrasonido",
      "Sin dolor",
      "Odontólogos colegiados",
      "Equipo esterilizado",
      "Atención a toda la familia",
    ],
    included: [
      "Evaluación dental",
      "Limpieza con ultrasonido",
      "Pulido dental",
      "Aplicación de flúor",
      "Plan de tratamiento por escrito",
    ],
    restrictions: [...DENTAL_RESTRICTIONS, "Tratamientos adicionales se cotizan aparte"],
    offers: [
      offer(
        "Limpieza dental + evaluación + flúor",
        "Limpieza profunda con ultrasonido, pulido, flúor y evaluación completa.",
        350,
        149,
      ),
      offer(
        "Limpieza dental + blanqueamiento LED",
        "Limpieza profesional seguida de una sesión de blanqueamiento con lámpara LED.",
        1200,
        499,
      ),
      offer(
        "Limpieza dental para dos personas",
        "Dos limpiezas completas con evaluación, ideal para parejas o papá e hijo.",
        600,
        279,
      ),
      offer(
        "Limpieza + radiografía panorámica",
        "Limpieza dental con radiografía panorámica digital para un diagnóstico completo.",
        500,
        249,
      ),
      offer(
        "Limpieza infantil + sellantes",
        "Limpieza para niños con aplicación de sellantes en cuatro muelas.",
        450,
        229,
      ),
      offer(
        "Limpieza profunda por cuadrantes",
        "Raspado y alisado radicular para encías inflamadas, por cuadrante.",
        400,
        219,
      ),
    ],
  },
  {
    category: "odontologia",
    subcategory: "blanqueamiento",
    businesses: [SONRIE, DENTAL_ANTIGUA],
    about: "Antes del blanqueamiento revisamos tus dientes y encías para que el tratamiento sea seguro.",
    highlights: [
      "Resultados desde la primera sesión",
      "Gel de grado profesional",
      "Protección de encías",
      "Hasta 8 tonos más blanco",
      "Sin sensibilidad prolongada",
    ],
    included: [
      "Evaluación previa",
      "Protector de encías",
      "Gel desensibilizante",
      "Guía de colores",
      "Cita de control",
    ],
    restrictions: [...DENTAL_RESTRICTIONS, "No apto para embarazadas"],
    offers: [
      offer(
        "Blanqueamiento LED en consultorio",
        "Tres aplicaciones de gel blanqueador activado con luz LED en una sola cita.",
        1500,
        599,
      ),
      offer(
        "Blanqueamiento con férulas para casa",
        "Férulas a la medida con jeringas de gel para blanquear en casa en dos semanas.",
        1100,
        549,
      ),
      offer(
        "Blanqueamiento combinado: consultorio + casa",
        "Sesión LED en la clínica y kit con férulas para mantener el resultado.",
        2200,
        999,
      ),
      offer(
        "Blanqueamiento para dos personas",
        "Dos sesiones de blanqueamiento LED para compartir con tu pareja.",
        2800,
        1190,
      ),
      offer(
        "Diseño de sonrisa digital + blanqueamiento",
        "Simulación digital de tu sonrisa y blanqueamiento LED.",
        1800,
        899,
      ),
      offer(
        "Blanqueamiento de un diente oscuro",
        "Blanqueamiento interno para un diente con endodoncia que cambió de color.",
        600,
        329,
      ),
    ],
  },
  {
    category: "odontologia",
    subcategory: "ortodoncia",
    businesses: [ORTHODENT],
    about: "El plan se diseña con escáner intraoral 3D y ves la simulación del resultado antes de empezar.",
    highlights: [
      "Escáner intraoral 3D",
      "Ortodoncistas especialistas",
      "Pagos mensuales accesibles",
      "Controles puntuales",
      "Simulación del resultado",
    ],
    included: [
      "Estudio de ortodoncia",
      "Radiografías",
      "Modelos digitales",
      "Plan de tratamiento",
      "Primer control mensual",
    ],
    restrictions: [...DENTAL_RESTRICTIONS, "Mensualidades de control no incluidas"],
    offers: [
      offer(
        "Instalación de brackets metálicos",
        "Instalación de brackets metálicos en ambas arcadas con estudio incluido.",
        3500,
        1490,
      ),
      offer(
        "Brackets estéticos de zafiro",
        "Brackets transparentes casi invisibles con instalación en ambas arcadas.",
        6500,
        2990,
      ),
      offer(
        "Estudio de ortodoncia completo",
        "Radiografías, fotografías, escaneo 3D y consulta con especialista.",
        800,
        349,
      ),
      offer(
        "Alineadores transparentes: fase inicial",
        "Escaneo, plan digital y primer juego de alineadores transparentes.",
        9000,
        4500,
      ),
      offer(
        "Retenedores fijos y removibles",
        "Par de retenedores al terminar tu tratamiento de ortodoncia.",
        1200,
        599,
      ),
      offer(
        "Consulta de ortodoncia infantil",
        "Evaluación del crecimiento de los maxilares para niños de 6 a 12 años.",
        350,
        149,
      ),
    ],
  },
  {
    category: "odontologia",
    subcategory: "implantes",
    businesses: [IMPLANTEK, SONRIE],
    about: "Usamos implantes de titanio de marcas certificadas y tomografía dental para planificar cada caso.",
    highlights: [
      "Cirujanos maxilofaciales",
      "Tomografía en el mismo lugar",
      "Implantes de titanio certificados",
      "Sedación consciente disponible",
      "Garantía por escrito",
    ],
    included: [
      "Evaluación con especialista",
      "Tomografía dental",
      "Anestesia local",
      "Medicamentos postoperatorios",
      "Control a los 8 días",
    ],
    restrictions: [...DENTAL_RESTRICTIONS, "Injertos óseos se cotizan aparte"],
    offers: [
      offer(
        "Implante dental de titanio + corona",
        "Implante con pilar y corona de porcelana sobre metal, con tomografía incluida.",
        9500,
        4990,
        { at: IMPLANTEK },
      ),
      offer(
        "Extracción de cordales con sedación",
        "Extracción quirúrgica de hasta cuatro cordales con sedación consciente.",
        3200,
        1590,
        { at: IMPLANTEK },
      ),
      offer("Corona de zirconio", "Corona de zirconio de alta estética con diseño digital.", 3500, 1790),
      offer("Endodoncia en molar", "Tratamiento de conductos en molar con radiografías de control.", 1800, 899),
      offer("Tomografía dental 3D", "Tomografía de un maxilar con informe para planificar implantes.", 900, 449, {
        at: IMPLANTEK,
      }),
      offer("Extracción simple + limpieza", "Extracción de una pieza dental y limpieza con ultrasonido.", 500, 249, {
        at: SONRIE,
      }),
    ],
  },
];
