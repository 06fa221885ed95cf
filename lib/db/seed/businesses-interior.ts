// Seed businesses outside the capital: Antigua Guatemala, Quetzaltenango, Panajachel, Cobán and Flores.
// Names, phones and domains are fictional.
import { HOURS, defineBusiness } from "./business-helpers";
import type { SeedBusiness } from "./types";

const ANTIGUA = "Antigua Guatemala";
const XELA = "Quetzaltenango";
const PANAJACHEL = "Panajachel";
const COBAN = "Cobán";
const FLORES = "Flores";

export const INTERIOR_BUSINESSES: readonly SeedBusiness[] = [
  // Antigua Guatemala
  defineBusiness({
    slug: "trattoria-del-arco", name: "Trattoria del Arco", category: "restaurantes", city: ANTIGUA,
    address: "5a Avenida Norte 14, Antigua Guatemala, Sacatepéquez", phone: "+502 7832-4417", whatsapp: "+502 5841-2290", domain: "trattoriadelarco.com.gt",
    hours: HOURS.restaurant, verified: true, social: "web ig fb",
    description: "Cocina italiana casera a media cuadra del Arco de Santa Catalina, con patio colonial y vista al Volcán de Agua. Nuestras pastas se hacen a mano cada mañana.",
  }),
  defineBusiness({
    slug: "belle-piel-antigua", name: "Belle Piel Estética", category: "belleza", city: ANTIGUA,
    address: "4a Calle Oriente 22, Antigua Guatemala, Sacatepéquez", phone: "+502 7832-6150", whatsapp: "+502 5533-6150", domain: "bellepiel.com.gt",
    hours: HOURS.salon, verified: true, social: "web ig fb tt", demo: true,
    description: "Centro de estética facial y corporal en una casona antigua restaurada. Ofrecemos depilación láser, faciales con aparatología y maquillaje para novias.",
  }),
  defineBusiness({
    slug: "ixchel-spa-temazcal", name: "Ixchel Spa & Temazcal", category: "salud-bienestar", city: ANTIGUA,
    address: "Calle del Hermano Pedro 8, Antigua Guatemala, Sacatepéquez", phone: "+502 7832-0808", whatsapp: "+502 5080-0808", domain: "ixchelspa.com.gt",
    hours: HOURS.spa, verified: true, social: "web ig fb",
    description: "Spa inspirado en la tradición maya, con temazcal, masajes con cacao y baños de hierbas. Un refugio de calma entre las calles empedradas de Antigua.",
  }),
  defineBusiness({
    slug: "dental-antigua", name: "Dental Antigua", category: "odontologia", city: ANTIGUA,
    address: "6a Avenida Sur 9, Antigua Guatemala, Sacatepéquez", phone: "+502 7832-3344", whatsapp: "+502 5234-3344", domain: "dentalantigua.gt",
    hours: HOURS.clinic, verified: true, social: "web fb",
    description: "Clínica dental moderna con atención en español e inglés para vecinos y visitantes. Hacemos limpiezas, blanqueamientos y restauraciones en una sola cita.",
  }),
  defineBusiness({
    slug: "jardines-del-valle", name: "Jardines del Valle", category: "hogar-servicios", city: ANTIGUA,
    address: "Calle de San Luquitas 15, Antigua Guatemala, Sacatepéquez", phone: "+502 7832-9710", whatsapp: "+502 4097-1010", domain: "jardinesdelvalle.gt",
    hours: HOURS.workshop, verified: false, social: "fb ig",
    description: "Diseño y mantenimiento de jardines con plantas nativas y sistemas de riego por goteo. Atendemos Antigua, Jocotenango, San Lucas y la Ciudad de Guatemala.",
  }),
  defineBusiness({
    slug: "volcan-aventura-tours", name: "Volcán Aventura Tours", category: "experiencias-viajes", city: ANTIGUA,
    address: "1a Avenida Sur 7, Antigua Guatemala, Sacatepéquez", phone: "+502 7832-5566", whatsapp: "+502 5566-7700", domain: "volcanaventura.com.gt",
    hours: HOURS.tours, verified: true, social: "web ig fb tt", demo: true,
    description: "Caminatas guiadas a los volcanes Acatenango, Pacaya y Agua con guías locales certificados por el INGUAT. Te llevamos a ver la lava del Fuego de forma segura y responsable.",
  }),
  defineBusiness({
    slug: "sabores-de-antigua", name: "Sabores de Antigua Experiencias", category: "experiencias-viajes", city: ANTIGUA,
    address: "3a Calle Poniente 12, Antigua Guatemala, Sacatepéquez", phone: "+502 7832-1199", whatsapp: "+502 5119-1199", domain: "saboresdeantigua.gt",
    hours: HOURS.tours, verified: false, social: "ig fb",
    description: "Experiencias gastronómicas y culturales: catas de café, talleres de chocolate y recorridos por mercados. Conocé Guatemala a través de sus sabores con anfitriones locales.",
  }),
  defineBusiness({
    slug: "luz-de-volcan-fotografia", name: "Luz de Volcán Fotografía", category: "fotografia-arte", city: ANTIGUA,
    address: "7a Avenida Norte 33, Antigua Guatemala, Sacatepéquez", phone: "+502 7832-7272", whatsapp: "+502 5727-7272", domain: "luzdevolcan.com.gt",
    hours: HOURS.office, verified: true, social: "web ig",
    description: "Fotografía de parejas, familias y bodas en los rincones más bonitos de Antigua. Conocemos la mejor luz de cada ruina y cada calle empedrada.",
  }),
  // Quetzaltenango
  defineBusiness({
    slug: "tacos-xelaju", name: "Tacos Xelajú", category: "restaurantes", city: XELA,
    address: "14 Avenida 3-20, Zona 1, Quetzaltenango", phone: "+502 7761-2040", whatsapp: "+502 4420-2040", domain: "tacosxelaju.gt",
    hours: HOURS.casual, verified: false, social: "fb ig",
    description: "Taquería a un costado del Parque Centroamérica con tacos al pastor, gringas y aguas frescas. El lugar favorito de los estudiantes para cenar después de clases.",
  }),
  defineBusiness({
    slug: "salon-bella-xela", name: "Salón Bella Xela", category: "belleza", city: XELA,
    address: "4a Calle 12-15, Zona 3, Quetzaltenango", phone: "+502 7763-5151", whatsapp: "+502 5151-7763", domain: "bellaxela.gt",
    hours: HOURS.salon, verified: false, social: "fb",
    description: "Salón familiar con más de 15 años en Xela, especialista en cortes, tintes y manicure. Trabajamos con productos profesionales y atención personalizada.",
  }),
  defineBusiness({
    slug: "optica-vision-clara", name: "Óptica Visión Clara", category: "clinicos-diagnostico", city: XELA,
    address: "Diagonal 3 8-40, Zona 9, Quetzaltenango", phone: "+502 7767-3030", whatsapp: "+502 5303-3030", domain: "visionclara.com.gt",
    hours: HOURS.office, verified: true, social: "web fb ig",
    description: "Óptica con examen visual computarizado y optometristas graduados. Tenemos aros para toda la familia y lentes listos en 48 horas.",
  }),
  defineBusiness({
    slug: "taller-hermanos-coyoy", name: "Taller Mecánico Hermanos Coyoy", category: "automotriz", city: XELA,
    address: "Calzada Independencia 22-10, Zona 2, Quetzaltenango", phone: "+502 7765-4848", whatsapp: "+502 4048-4848", domain: "hermanoscoyoy.gt",
    hours: HOURS.workshop, verified: true, social: "fb",
    description: "Taller mecánico familiar con escáner de diagnóstico y repuestos originales. Tres generaciones cuidando los carros de los quetzaltecos.",
  }),
  defineBusiness({
    slug: "xela-trek", name: "Xela Trek", category: "experiencias-viajes", city: XELA,
    address: "15 Avenida 4-59, Zona 1, Quetzaltenango", phone: "+502 7761-8989", whatsapp: "+502 5898-8989", domain: "xelatrek.com.gt",
    hours: HOURS.tours, verified: true, social: "web ig fb",
    description: "Caminatas al Volcán Santa María, la laguna de Chicabal y la ruta de Xela a Atitlán. Parte de cada tour apoya proyectos educativos en comunidades del altiplano.",
  }),
  defineBusiness({
    slug: "escuela-xelaju-habla", name: "Escuela Xelajú Habla", category: "educacion-cursos", city: XELA,
    address: "9a Calle 11-26, Zona 1, Quetzaltenango", phone: "+502 7761-0101", whatsapp: "+502 5010-0101", domain: "xelajuhabla.edu.gt",
    hours: HOURS.school, verified: true, social: "web fb ig",
    description: "Escuela de idiomas con clases uno a uno de español para extranjeros e inglés para guatemaltecos. Ofrecemos hospedaje con familias quetzaltecas y actividades culturales.",
  }),
  defineBusiness({
    slug: "xela-fitness-center", name: "Xela Fitness Center", category: "deportes-fitness", city: XELA,
    address: "Avenida Las Américas 6-55, Zona 9, Quetzaltenango", phone: "+502 7767-6060", whatsapp: "+502 5606-6060", domain: "xelafitness.gt",
    hours: HOURS.gym, verified: false, social: "ig fb tt",
    description: "Gimnasio completo con área de funcional, clases grupales y entrenamiento en altura. Entrená a 2,300 metros y notá la diferencia en tu resistencia.",
  }),
  // Panajachel
  defineBusiness({
    slug: "wok-and-roll-atitlan", name: "Wok & Roll Atitlán", category: "restaurantes", city: PANAJACHEL,
    address: "Calle Santander, frente al Hotel Regis, Panajachel, Sololá", phone: "+502 7762-1414", whatsapp: "+502 5414-1414", domain: "wokandroll.gt",
    hours: HOURS.casual, verified: false, social: "ig fb",
    description: "Sushi, ramen y platos al wok en la calle más animada de Panajachel. Usamos pescado fresco y vegetales de los huertos de Sololá.",
  }),
  defineBusiness({
    slug: "lotus-yoga-atitlan", name: "Lotus Yoga Atitlán", category: "salud-bienestar", city: PANAJACHEL,
    address: "Calle Rancho Grande, Panajachel, Sololá", phone: "+502 7762-6262", whatsapp: "+502 5626-2626", domain: "lotusyoga.gt",
    hours: HOURS.spa, verified: true, social: "web ig",
    description: "Estudio de yoga y meditación con vista al lago de Atitlán y sus tres volcanes. Organizamos retiros de fin de semana y ceremonias de cacao.",
  }),
  defineBusiness({
    slug: "atitlan-kayak-parapente", name: "Atitlán Kayak & Parapente", category: "experiencias-viajes", city: PANAJACHEL,
    address: "Calle del Embarcadero, Panajachel, Sololá", phone: "+502 7762-3030", whatsapp: "+502 4303-3030", domain: "atitlanaventura.com.gt",
    hours: HOURS.tours, verified: true, social: "web ig fb tt",
    description: "Kayak al amanecer, parapente biplaza y paseos en lancha por los pueblos del lago. Equipo certificado, chalecos salvavidas y pilotos con más de 2,000 vuelos.",
  }),
  // Cobán
  defineBusiness({
    slug: "servicentro-verapaz", name: "Servicentro Verapaz", category: "automotriz", city: COBAN,
    address: "1a Calle 5-30, Zona 2, Cobán, Alta Verapaz", phone: "+502 7951-2525", whatsapp: "+502 5252-7951", domain: "servicentroverapaz.gt",
    hours: HOURS.carwash, verified: false, social: "fb",
    description: "Lavado, cambio de aceite y servicio menor en el centro de Cobán. Preparamos tu carro para la carretera antes de ir a Semuc Champey o Lanquín.",
  }),
  defineBusiness({
    slug: "coban-verde-ecoturismo", name: "Cobán Verde Ecoturismo", category: "experiencias-viajes", city: COBAN,
    address: "3a Avenida 2-38, Zona 4, Cobán, Alta Verapaz", phone: "+502 7952-1717", whatsapp: "+502 5171-7171", domain: "cobanverde.com.gt",
    hours: HOURS.tours, verified: true, social: "web ig fb",
    description: "Tours a Semuc Champey, las grutas de Lanquín y fincas de cardamomo y café en Alta Verapaz. Viajamos en grupos pequeños con guías q'eqchi' de las comunidades.",
  }),
  defineBusiness({
    slug: "clinica-veterinaria-verapaz", name: "Clínica Veterinaria Verapaz", category: "mascotas", city: COBAN,
    address: "7a Avenida 1-14, Zona 1, Cobán, Alta Verapaz", phone: "+502 7951-4040", whatsapp: "+502 4040-7951", domain: "vetverapaz.gt",
    hours: HOURS.vet, verified: true, social: "fb",
    description: "Atención veterinaria para perros, gatos y animales de finca en Cobán y San Pedro Carchá. Contamos con farmacia veterinaria y servicio de grooming.",
  }),
  // Flores, Petén
  defineBusiness({
    slug: "ruta-maya-expediciones", name: "Ruta Maya Expediciones", category: "experiencias-viajes", city: FLORES,
    address: "Calle Centroamérica, Isla de Flores, Petén", phone: "+502 7926-3838", whatsapp: "+502 5383-3838", domain: "rutamaya.com.gt",
    hours: HOURS.tours, verified: true, social: "web ig fb tt",
    description: "Expediciones a Tikal, Yaxhá, Uaxactún y El Mirador con arqueólogos y guías bilingües. Salimos antes del amanecer para ver los templos entre la neblina de la selva.",
  }),
  defineBusiness({
    slug: "posada-isla-de-flores", name: "Posada Isla de Flores", category: "experiencias-viajes", city: FLORES,
    address: "Calle Unión, Isla de Flores, Petén", phone: "+502 7926-1212", whatsapp: "+502 5121-1212", domain: "posadaisladeflores.gt",
    hours: HOURS.hotel, verified: false, social: "web ig fb",
    description: "Hotel boutique a la orilla del lago Petén Itzá con terraza, piscina y atardeceres inolvidables. A pocos pasos de restaurantes y de las lanchas hacia San Miguel.",
  }),
  defineBusiness({
    slug: "laboratorio-clinico-peten", name: "Laboratorio Clínico Petén", category: "clinicos-diagnostico", city: FLORES,
    address: "Calle Principal 4-12, Santa Elena, Flores, Petén", phone: "+502 7926-5050", whatsapp: "+502 5050-7926", domain: "labpeten.com.gt",
    hours: HOURS.clinic, verified: false, social: "fb",
    description: "Laboratorio clínico con análisis de sangre, orina y pruebas especiales con resultados en línea. Atendemos a pacientes de toda la región de Petén.",
  }),
];
