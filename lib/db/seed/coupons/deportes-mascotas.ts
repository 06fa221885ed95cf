// Seed offers for Deportes & Fitness (gimnasio, clases-grupales, artes-marciales, natacion) and
// Mascotas (veterinaria, grooming, guarderia, adiestramiento).
import { offer, type SubcategoryTemplates } from "./template";

const IRON = "iron-fit-gym";
const XELA_FIT = "xela-fitness-center";
const CYCLE = "cycle-studio-cayala";
const KAIZEN = "dojo-kaizen";
const DELFINES = "club-acuatico-delfines";
const VET_SF = "veterinaria-san-francisco";
const VET_VERAPAZ = "clinica-veterinaria-verapaz";
const HUELLITAS = "huellitas-grooming";
const PATITAS = "patitas-felices-hotel-canino";
const K9 = "k9-adiestramiento";

const FITNESS_RESTRICTIONS = [
  "Válido para nuevos miembros",
  "Presentar DPI al activar",
  "No transferible",
  "No acumulable con otras promociones",
];
const PET_RESTRICTIONS = [
  "Cita previa por WhatsApp",
  "Presentar carné de vacunas al día",
  "No acumulable con otras promociones",
  "Válido para una mascota",
];

export const DEPORTES_MASCOTAS_TEMPLATES: readonly SubcategoryTemplates[] = [
  {
    category: "deportes-fitness",
    subcategory: "gimnasio",
    businesses: [IRON, XELA_FIT],
    about: "Al inscribirte un entrenador evalúa tu condición y te arma una rutina según tu objetivo.",
    highlights: [
      "Abierto desde las 5:00",
      "Entrenadores certificados",
      "Máquinas de última generación",
      "Parqueo gratis",
      "Duchas y lockers",
    ],
    included: [
      "Evaluación física inicial",
      "Rutina personalizada",
      "Uso de todas las áreas",
      "Lockers",
      "Toalla de cortesía",
    ],
    restrictions: FITNESS_RESTRICTIONS,
    offers: [
      offer(
        "Membresía de 3 meses con inscripción gratis",
        "Tres meses de acceso ilimitado al gimnasio sin pagar inscripción.",
        1350,
        649,
        { at: IRON },
      ),
      offer(
        "Mes de gimnasio + 4 sesiones con entrenador",
        "Un mes de acceso y cuatro sesiones de entrenamiento personalizado.",
        900,
        449,
        { at: IRON },
      ),
      offer(
        "Membresía anual todo incluido",
        "Doce meses de gimnasio con clases grupales y evaluación trimestral.",
        4800,
        2590,
        { at: XELA_FIT },
      ),
      offer("Pase de 10 visitas", "Diez entradas para usar cuando quieras en un plazo de dos meses.", 400, 219, {
        at: XELA_FIT,
      }),
      offer(
        "Paquete de 8 sesiones de entrenamiento personal",
        "Sesiones uno a uno para bajar de peso o ganar fuerza.",
        1600,
        799,
        { at: IRON },
      ),
      offer(
        "Membresía en pareja por 2 meses",
        "Dos meses de gimnasio para dos personas con evaluación inicial.",
        1400,
        749,
        { at: XELA_FIT },
      ),
    ],
  },
  {
    category: "deportes-fitness",
    subcategory: "clases-grupales",
    businesses: [CYCLE, XELA_FIT],
    about: "Reservás tu lugar desde la app y las clases duran entre 45 y 60 minutos.",
    highlights: [
      "Instructores con energía",
      "Música con DJ",
      "Reserva desde la app",
      "Todos los niveles",
      "Estudio climatizado",
    ],
    included: ["Reserva de lugar", "Agua pura", "Toalla", "Zapatos de spinning en préstamo", "Lockers"],
    restrictions: [...FITNESS_RESTRICTIONS, "Cancelar la reserva con 12 horas de aviso"],
    offers: [
      offer(
        "Paquete de 10 clases de spinning",
        "Diez clases de spinning con música en vivo para usar en 45 días.",
        750,
        369,
        { at: CYCLE },
      ),
      offer(
        "Mes ilimitado de zumba y baile",
        "Clases ilimitadas de zumba, ritmos latinos y baile urbano por un mes.",
        500,
        249,
        { at: XELA_FIT },
      ),
      offer(
        "8 clases de pilates reformer",
        "Pilates en máquina reformer en grupos de máximo seis personas.",
        1200,
        629,
        { at: CYCLE },
      ),
      offer(
        "Mes de crossfit con evaluación",
        "Acceso ilimitado a clases de crossfit con evaluación de movilidad.",
        800,
        429,
        { at: XELA_FIT },
      ),
      offer("Pase de 5 clases mixtas", "Combina spinning, pilates y baile como quieras.", 400, 219, { at: CYCLE }),
      offer(
        "Clase de prueba + batido de proteína",
        "Una clase a elección y un batido de proteína al terminar.",
        120,
        59,
        { at: CYCLE },
      ),
    ],
  },
  {
    category: "deportes-fitness",
    subcategory: "artes-marciales",
    businesses: [KAIZEN],
    about: "Las clases fomentan la disciplina, el respeto y la confianza en un ambiente seguro.",
    highlights: [
      "Maestros cinta negra",
      "Clases para niños y adultos",
      "Tatami profesional",
      "Exámenes de grado",
      "Ambiente familiar",
    ],
    included: [
      "Clases del plan",
      "Evaluación de nivel",
      "Uso de equipo de protección",
      "Agua pura",
      "Registro en el dojo",
    ],
    restrictions: [...FITNESS_RESTRICTIONS, "Uniforme no incluido salvo que se indique"],
    offers: [
      offer(
        "Mes de karate para niños con uniforme",
        "Ocho clases de karate para niños de 5 a 12 años con karategi incluido.",
        700,
        349,
      ),
      offer(
        "Mes ilimitado de jiu-jitsu brasileño",
        "Clases ilimitadas de BJJ para adultos de todos los niveles.",
        800,
        399,
      ),
      offer(
        "Curso de defensa personal para mujeres",
        "Cuatro sesiones de técnicas prácticas de defensa personal.",
        600,
        299,
      ),
      offer("Mes de boxeo y kickboxing", "Clases de boxeo y kickboxing con guantes en préstamo.", 650, 339),
      offer("Paquete familiar: 2 niños y un adulto", "Un mes de clases para tres miembros de la familia.", 1800, 949),
      offer(
        "Mes de taekwondo con examen de grado",
        "Clases de taekwondo y derecho a examen para la siguiente cinta.",
        750,
        389,
      ),
    ],
  },
  {
    category: "deportes-fitness",
    subcategory: "natacion",
    businesses: [DELFINES],
    about: "La piscina está temperada a 29 °C y siempre hay un salvavidas certificado.",
    highlights: [
      "Piscina temperada",
      "Instructores certificados",
      "Grupos por nivel",
      "Salvavidas permanente",
      "Vestidores limpios",
    ],
    included: [
      "Clases del plan",
      "Uso de vestidores",
      "Material de flotación",
      "Evaluación de nivel",
      "Reporte de avance",
    ],
    restrictions: [...FITNESS_RESTRICTIONS, "Uso obligatorio de gorra de natación"],
    offers: [
      offer(
        "Mes de natación para niños (8 clases)",
        "Clases para niños de 4 a 12 años, desde adaptación hasta estilos.",
        650,
        329,
      ),
      offer(
        "Natación para bebés con mamá o papá",
        "Cuatro sesiones de estimulación acuática para bebés de 6 a 36 meses.",
        500,
        259,
      ),
      offer("Mes de natación para adultos", "Aprendé a nadar o mejorá tu técnica con ocho clases al mes.", 700, 359),
      offer("Pase libre de piscina por un mes", "Nado libre en carriles de lunes a sábado.", 450, 229),
      offer(
        "Curso intensivo de vacaciones",
        "Dos semanas de natación diaria para niños durante las vacaciones.",
        900,
        469,
      ),
      offer(
        "Clases privadas de natación (4 sesiones)",
        "Sesiones individuales para vencer el miedo al agua.",
        1000,
        529,
      ),
    ],
  },
  {
    category: "mascotas",
    subcategory: "veterinaria",
    businesses: [VET_SF, VET_VERAPAZ],
    about: "Los médicos veterinarios revisan a tu mascota con calma y te explican cada tratamiento.",
    highlights: [
      "Médicos veterinarios colegiados",
      "Laboratorio propio",
      "Atención de perros y gatos",
      "Farmacia veterinaria",
      "Recordatorio de vacunas",
    ],
    included: [
      "Examen físico completo",
      "Carné de vacunación",
      "Peso y revisión dental",
      "Recomendaciones de alimentación",
      "Recordatorio por WhatsApp",
    ],
    restrictions: PET_RESTRICTIONS,
    offers: [
      offer(
        "Consulta veterinaria + desparasitación",
        "Consulta general con desparasitación interna para perro o gato.",
        250,
        129,
      ),
      offer(
        "Paquete de vacunas para cachorro",
        "Esquema de tres vacunas múltiples y antirrábica con consultas.",
        900,
        449,
      ),
      offer(
        "Esterilización de gata con hospitalización",
        "Cirugía con anestesia inhalada, medicamentos y control posoperatorio.",
        1200,
        649,
        { at: VET_SF },
      ),
      offer(
        "Limpieza dental para perro con ultrasonido",
        "Profilaxis dental bajo sedación con pulido y revisión.",
        950,
        499,
        { at: VET_SF },
      ),
      offer(
        "Chequeo geriátrico para mascotas mayores",
        "Examen físico, hematología y química sanguínea para perros de 7 años o más.",
        800,
        419,
      ),
      offer("Vacuna antirrábica + consulta", "Vacuna contra la rabia con examen general y carné.", 180, 99, {
        at: VET_VERAPAZ,
      }),
    ],
  },
  {
    category: "mascotas",
    subcategory: "grooming",
    businesses: [HUELLITAS, VET_VERAPAZ],
    about: "Usamos shampoo hipoalergénico y secado sin calor excesivo para cuidar la piel de tu mascota.",
    highlights: [
      "Productos hipoalergénicos",
      "Groomers con experiencia",
      "Trato con paciencia",
      "Servicio de recogida",
      "Moño o pañoleta de regalo",
    ],
    included: [
      "Baño con shampoo hipoalergénico",
      "Secado y cepillado",
      "Corte de uñas",
      "Limpieza de oídos",
      "Perfume para mascotas",
    ],
    restrictions: [...PET_RESTRICTIONS, "Perros de raza grande con recargo"],
    offers: [
      offer(
        "Baño + corte de raza para perro pequeño",
        "Baño completo y corte según la raza para perros de hasta 10 kg.",
        250,
        129,
      ),
      offer(
        "Spa canino con mascarilla de avena",
        "Baño relajante, mascarilla hidratante y masaje para tu perro.",
        300,
        159,
      ),
      offer("Baño medicado antipulgas", "Baño con shampoo medicado contra pulgas y garrapatas.", 220, 119),
      offer("Paquete de 3 baños para gato", "Tres baños para gato con secado suave y corte de uñas.", 450, 229, {
        at: HUELLITAS,
      }),
      offer(
        "Grooming completo con recogida a domicilio",
        "Recogemos a tu perro en casa y lo devolvemos bañado y peinado.",
        380,
        199,
        { at: HUELLITAS },
      ),
      offer(
        "Deslanado para perros de pelo doble",
        "Retiro de subpelo para razas como husky, pastor alemán o golden.",
        400,
        219,
        { at: HUELLITAS },
      ),
    ],
  },
  {
    category: "mascotas",
    subcategory: "guarderia",
    businesses: [PATITAS],
    about: "Tenemos cámaras en línea para que veas a tu perro jugar desde el celular.",
    highlights: [
      "Cuidadores 24 horas",
      "Áreas verdes",
      "Cámaras en línea",
      "Habitaciones individuales",
      "Paseos diarios",
    ],
    included: [
      "Alimentación (tu concentrado)",
      "Paseos diarios",
      "Reporte con fotos",
      "Área de juego",
      "Cama y cobija",
    ],
    restrictions: [...PET_RESTRICTIONS, "Perros sociables y desparasitados"],
    offers: [
      offer("5 días de guardería de día", "Cinco días de juego, socialización y descanso de 7:00 a 19:00.", 600, 299),
      offer("3 noches de hotel canino", "Hospedaje con habitación individual, paseos y reporte diario.", 750, 389),
      offer(
        "Fin de semana de hotel + baño de salida",
        "Dos noches de hospedaje y baño antes de regresar a casa.",
        600,
        319,
      ),
      offer(
        "Mes de guardería de lunes a viernes",
        "Veinte días de guardería con transporte en Zona 14 y 15.",
        2400,
        1290,
      ),
      offer("Día de prueba en la guardería", "Un día completo para que tu perro conozca el lugar.", 120, 59),
      offer("Semana de hotel para gatos", "Siete noches en suite para gatos con arenero y rascador.", 900, 479),
    ],
  },
  {
    category: "mascotas",
    subcategory: "adiestramiento",
    businesses: [K9],
    about: "Trabajamos con refuerzo positivo y te enseñamos a practicar en casa entre clases.",
    highlights: [
      "Refuerzo positivo",
      "Adiestradores certificados",
      "Clases en grupo o a domicilio",
      "Seguimiento por WhatsApp",
      "Resultados desde la primera semana",
    ],
    included: [
      "Evaluación de conducta",
      "Clases del plan",
      "Guía de práctica en casa",
      "Premios para el entrenamiento",
      "Certificado de obediencia",
    ],
    restrictions: [...PET_RESTRICTIONS, "Perros mayores de 3 meses"],
    offers: [
      offer("Obediencia básica: 8 clases", "Sentado, echado, quieto, ven y caminar con correa sin jalar.", 1600, 799),
      offer("Escuela para cachorros: 4 sesiones", "Socialización, mordida inhibida y hábitos de higiene.", 800, 399),
      offer(
        "Evaluación y plan de conducta a domicilio",
        "Visita de 90 minutos para ansiedad, ladridos o agresividad.",
        500,
        259,
      ),
      offer(
        "Adiestramiento avanzado sin correa",
        "Seis clases para obediencia a distancia en espacios abiertos.",
        1800,
        949,
      ),
      offer("Taller de paseo con correa", "Dos sesiones para que los paseos sean tranquilos para ambos.", 400, 209),
      offer(
        "Clases grupales de agility: 4 sábados",
        "Circuito de obstáculos para perros activos y sus dueños.",
        700,
        369,
      ),
    ],
  },
];
