// Seed businesses in Ciudad de Guatemala (zones 4, 10, 14, 15 and 16). Names, phones and domains are fictional.
import { CAPITAL, HOURS, defineBusiness } from "./business-helpers";
import type { SeedBusiness } from "./types";

export const CAPITAL_BUSINESSES: readonly SeedBusiness[] = [
  // Restaurantes
  defineBusiness({
    slug: "la-toscana-zona-10", name: "Pizzería La Toscana", category: "restaurantes", city: CAPITAL,
    address: "13 Calle 2-45, Zona 10", phone: "+502 2367-4512", whatsapp: "+502 5512-3344", domain: "latoscana.com.gt",
    hours: HOURS.restaurant, verified: true, social: "web ig fb tt", demo: true,
    description: "Pizzas al horno de leña y pastas hechas en casa en el corazón de la Zona Viva. Usamos harina italiana, mozzarella fresca y tomates de productores de Chimaltenango.",
  }),
  defineBusiness({
    slug: "sakura-sushi-bar", name: "Sakura Sushi Bar", category: "restaurantes", city: CAPITAL,
    address: "Avenida Las Américas 18-21, Zona 14", phone: "+502 2333-8190", whatsapp: "+502 5890-1122", domain: "sakurasushi.com.gt",
    hours: HOURS.restaurant, verified: true, social: "web ig fb",
    description: "Barra de sushi y cocina japonesa contemporánea frente a la Avenida Las Américas. Nuestros rollos se preparan al momento con pescado fresco del Pacífico.",
  }),
  defineBusiness({
    slug: "el-fogon-de-jalisco", name: "El Fogón de Jalisco", category: "restaurantes", city: CAPITAL,
    address: "Vía 5 4-52, Zona 4", phone: "+502 2385-2041", whatsapp: "+502 5621-7780", domain: "elfogondejalisco.gt",
    hours: HOURS.casual, verified: false, social: "ig fb tt",
    description: "Taquería y cantina mexicana en 4 Grados Norte, con tortillas hechas a mano y salsas de la casa. Los jueves hay mariachi en vivo y margaritas al 2x1.",
  }),
  defineBusiness({
    slug: "la-parrilla-de-don-tito", name: "La Parrilla de Don Tito", category: "restaurantes", city: CAPITAL,
    address: "Bulevar Vista Hermosa 23-15, Zona 15", phone: "+502 2369-5532", whatsapp: "+502 5203-4418", domain: "dontito.com.gt",
    hours: HOURS.restaurant, verified: true, social: "web ig fb",
    description: "Cortes a la parrilla al estilo argentino, chorizos artesanales y chimichurri de receta familiar. Ambiente tranquilo, ideal para almuerzos de negocios y reuniones en familia.",
  }),
  defineBusiness({
    slug: "smash-burger-lab", name: "Smash Burger Lab", category: "restaurantes", city: CAPITAL,
    address: "Paseo Cayalá, Edificio 7 local 3, Zona 16", phone: "+502 2493-7706", whatsapp: "+502 4120-9981", domain: "smashburgerlab.gt",
    hours: HOURS.casual, verified: false, social: "ig tt",
    description: "Hamburguesas smash con carne 100 % de res molida a diario y pan brioche horneado en casa. También tenemos alitas, papas trufadas y malteadas para llevar o a domicilio.",
  }),
  // Belleza
  defineBusiness({
    slug: "studio-glam-zona-10", name: "Studio Glam", category: "belleza", city: CAPITAL,
    address: "2a Avenida 12-30, Zona 10", phone: "+502 2331-6650", whatsapp: "+502 5577-2301", domain: "studioglam.com.gt",
    hours: HOURS.salon, verified: true, social: "web ig fb tt",
    description: "Salón de belleza especializado en color, balayage y peinados para eventos. Nuestro equipo se capacita cada año en Bogotá y Ciudad de México para traerte las últimas tendencias.",
  }),
  defineBusiness({
    slug: "nails-and-co-cayala", name: "Nails & Co. Cayalá", category: "belleza", city: CAPITAL,
    address: "Paseo Cayalá, Edificio 2 local 11, Zona 16", phone: "+502 2495-1180", whatsapp: "+502 5730-6612", domain: "nailsandco.gt",
    hours: HOURS.salon, verified: false, social: "ig tt",
    description: "Estudio de uñas con manicure ruso, gel y acrílicas con diseños a mano alzada. Esterilizamos todas las herramientas en autoclave y usamos esmaltes libres de tóxicos.",
  }),
  defineBusiness({
    slug: "barberia-el-patron", name: "Barbería El Patrón", category: "belleza", city: CAPITAL,
    address: "Ruta 2 3-15, Zona 4", phone: "+502 2362-9014", whatsapp: "+502 4455-3009", domain: "barberiaelpatron.gt",
    hours: HOURS.salon, verified: true, social: "ig fb",
    description: "Barbería clásica con cortes fade, arreglo de barba con toalla caliente y una cerveza de cortesía. Atendemos con cita o por orden de llegada, de martes a domingo.",
  }),
  // Salud & Bienestar
  defineBusiness({
    slug: "spa-jardin-de-jade", name: "Spa Jardín de Jade", category: "salud-bienestar", city: CAPITAL,
    address: "18 Avenida 10-40, Vista Hermosa I, Zona 15", phone: "+502 2365-4470", whatsapp: "+502 5018-2277", domain: "jardindejade.com.gt",
    hours: HOURS.spa, verified: true, social: "web ig fb",
    description: "Spa urbano rodeado de jardines, con sauna, jacuzzi y cabinas para parejas. Trabajamos con aceites esenciales y productos de cosmética natural elaborados en Guatemala.",
  }),
  defineBusiness({
    slug: "manos-de-seda-masajes", name: "Manos de Seda", category: "salud-bienestar", city: CAPITAL,
    address: "Avenida Las Américas 9-08, Zona 14", phone: "+502 2337-2215", whatsapp: "+502 5566-1840", domain: "manosdeseda.gt",
    hours: HOURS.spa, verified: false, social: "ig fb",
    description: "Centro de masajes terapéuticos y relajantes con fisioterapeutas certificados. Ideal para aliviar la tensión de la espalda después de largas jornadas frente a la compu.",
  }),
  defineBusiness({
    slug: "nutrivida-clinica", name: "NutriVida Clínica", category: "salud-bienestar", city: CAPITAL,
    address: "6a Avenida 9-18, Edificio Sixtino II of. 504, Zona 10", phone: "+502 2279-8831", whatsapp: "+502 3011-4567", domain: "nutrivida.com.gt",
    hours: HOURS.office, verified: true, social: "web ig fb",
    description: "Clínica de nutrición con planes de alimentación personalizados y medición de composición corporal. Acompañamos a deportistas, personas con diabetes y familias que quieren comer mejor.",
  }),
  // Clínicos & Diagnóstico
  defineBusiness({
    slug: "laboratorio-bioanalisis", name: "Laboratorio BioAnálisis", category: "clinicos-diagnostico", city: CAPITAL,
    address: "7a Avenida 1-20, Edificio Torre Café, Zona 4", phone: "+502 2331-0909", whatsapp: "+502 5890-4412", domain: "bioanalisis.com.gt",
    hours: HOURS.clinic, verified: true, social: "web fb",
    description: "Laboratorio clínico con más de 20 años de experiencia y resultados en línea el mismo día. Tomamos muestras a domicilio en la ciudad sin costo adicional a partir de dos pacientes.",
  }),
  defineBusiness({
    slug: "medscan-imagenes", name: "MedScan Centro de Imágenes", category: "clinicos-diagnostico", city: CAPITAL,
    address: "3a Calle 6-47, Zona 10", phone: "+502 2366-5200", whatsapp: "+502 5302-8877", domain: "medscan.com.gt",
    hours: HOURS.clinic, verified: true, social: "web fb ig",
    description: "Centro de diagnóstico por imágenes con ultrasonido 4D, rayos X digital y mamografía. Los estudios son interpretados por médicos radiólogos colegiados.",
  }),
  defineBusiness({
    slug: "vida-plena-chequeos", name: "Clínica Preventiva Vida Plena", category: "clinicos-diagnostico", city: CAPITAL,
    address: "Bulevar Rafael Landívar 10-05, Paseo Cayalá, Zona 16", phone: "+502 2386-7719", whatsapp: "+502 4201-3355", domain: "vidaplena.gt",
    hours: HOURS.clinic, verified: false, social: "fb ig",
    description: "Chequeos médicos preventivos para personas y empresas, con consulta de resultados incluida. En una sola mañana completas laboratorio, electrocardiograma y evaluación médica.",
  }),
  // Odontología
  defineBusiness({
    slug: "clinica-dental-sonrie", name: "Clínica Dental Sonríe", category: "odontologia", city: CAPITAL,
    address: "12 Calle 1-25, Edificio Géminis 10 of. 1208, Zona 10", phone: "+502 2335-1477", whatsapp: "+502 5544-9012", domain: "sonrie.com.gt",
    hours: HOURS.clinic, verified: true, social: "web ig fb",
    description: "Odontología general y estética con tecnología digital y anestesia sin dolor. Atendemos a toda la familia, desde la primera visita de los patojos hasta prótesis para los abuelos.",
  }),
  defineBusiness({
    slug: "orthodent-guatemala", name: "OrthoDent Guatemala", category: "odontologia", city: CAPITAL,
    address: "Bulevar Austriaco 36-12, Zona 16", phone: "+502 2364-0303", whatsapp: "+502 3055-7821", domain: "orthodent.gt",
    hours: HOURS.clinic, verified: true, social: "web ig",
    description: "Especialistas en ortodoncia con brackets metálicos, estéticos y alineadores transparentes. Hacemos tu plan de tratamiento con escáner intraoral 3D, sin moldes incómodos.",
  }),
  defineBusiness({
    slug: "implantek-centro-dental", name: "Implantek Centro Dental", category: "odontologia", city: CAPITAL,
    address: "Diagonal 6 13-01, Edificio Plaza Los Próceres, Zona 10", phone: "+502 2268-4410", whatsapp: "+502 5990-2133", domain: "implantek.com.gt",
    hours: HOURS.clinic, verified: false, social: "web fb",
    description: "Centro de implantología y cirugía oral con tomografía dental en el mismo lugar. Nuestros cirujanos maxilofaciales tienen más de 3,000 implantes colocados.",
  }),
  // Hogar & Servicios
  defineBusiness({
    slug: "limpieza-brillante", name: "Limpieza Brillante", category: "hogar-servicios", city: CAPITAL,
    address: "Bulevar Vista Hermosa 5-20, Zona 15", phone: "+502 2369-1180", whatsapp: "+502 5212-6650", domain: "limpiezabrillante.gt",
    hours: HOURS.office, verified: true, social: "fb ig",
    description: "Limpieza profunda de casas, apartamentos, sillones y alfombras con equipo de inyección y succión. Nuestro personal está capacitado, uniformado y con antecedentes verificados.",
  }),
  defineBusiness({
    slug: "fumigaciones-escudo-verde", name: "Fumigaciones Escudo Verde", category: "hogar-servicios", city: CAPITAL,
    address: "4a Calle 18-32, Zona 14", phone: "+502 2380-2929", whatsapp: "+502 4780-1001", domain: "escudoverde.com.gt",
    hours: HOURS.office, verified: false, social: "fb",
    description: "Control de plagas en hogares y negocios con productos de baja toxicidad, seguros para niños y mascotas. Damos garantía por escrito de hasta seis meses en cada servicio.",
  }),
  defineBusiness({
    slug: "manos-a-la-obra", name: "Manos a la Obra", category: "hogar-servicios", city: CAPITAL,
    address: "Ruta 6 7-53, Zona 4", phone: "+502 2360-7444", whatsapp: "+502 5308-0077", domain: "manosalaobra.gt",
    hours: HOURS.office, verified: true, social: "web fb",
    description: "Plomeros, electricistas y pintores a domicilio con visita técnica el mismo día. Cotizamos sin compromiso y todos nuestros trabajos tienen garantía.",
  }),
  // Automotriz
  defineBusiness({
    slug: "autospa-detallado-premium", name: "AutoSpa Detallado Premium", category: "automotriz", city: CAPITAL,
    address: "Avenida La Reforma 15-60, Zona 10", phone: "+502 2333-5858", whatsapp: "+502 5656-8080", domain: "autospa.com.gt",
    hours: HOURS.carwash, verified: true, social: "ig fb tt",
    description: "Lavado a mano, pulido y tratamiento cerámico para que tu carro quede como nuevo. Tenemos sala de espera con wifi y café mientras trabajamos en tu vehículo.",
  }),
  defineBusiness({
    slug: "rueda-firme-llantas", name: "Rueda Firme Llantas y Alineación", category: "automotriz", city: CAPITAL,
    address: "7a Avenida 2-10, Zona 4", phone: "+502 2331-4040", whatsapp: "+502 4019-7700", domain: "ruedafirme.gt",
    hours: HOURS.workshop, verified: false, social: "fb",
    description: "Alineación computarizada, balanceo y venta de llantas de las principales marcas. Revisamos la suspensión sin costo en cada servicio.",
  }),
  defineBusiness({
    slug: "polarizados-sombra", name: "Polarizados Sombra", category: "automotriz", city: CAPITAL,
    address: "20 Calle 24-60, Zona 14", phone: "+502 2363-1212", whatsapp: "+502 5811-3434", domain: "polarizadossombra.gt",
    hours: HOURS.workshop, verified: true, social: "ig fb",
    description: "Polarizado con película de nanocerámica que bloquea el calor y los rayos UV. También instalamos películas de seguridad, luces LED y sistemas de audio.",
  }),
  // Experiencias & Viajes
  defineBusiness({
    slug: "viajes-quetzal", name: "Viajes Quetzal", category: "experiencias-viajes", city: CAPITAL,
    address: "5a Avenida 5-55, Europlaza Torre 2, Zona 14", phone: "+502 2384-9000", whatsapp: "+502 5000-7788", domain: "viajesquetzal.com.gt",
    hours: HOURS.office, verified: true, social: "web ig fb tt",
    description: "Agencia de viajes guatemalteca con paquetes a Tikal, Atitlán, Río Dulce y el Pacífico. Armamos escapadas a la medida para parejas, familias y grupos de la oficina.",
  }),
  // Educación & Cursos
  defineBusiness({
    slug: "instituto-babel-idiomas", name: "Instituto Babel de Idiomas", category: "educacion-cursos", city: CAPITAL,
    address: "1a Avenida 10-35, Zona 10", phone: "+502 2360-1515", whatsapp: "+502 5420-1515", domain: "babelidiomas.edu.gt",
    hours: HOURS.school, verified: true, social: "web ig fb",
    description: "Cursos de inglés, francés y alemán en grupos pequeños con profesores nativos y certificados. Preparamos para exámenes internacionales como TOEFL, DELF y Goethe.",
  }),
  defineBusiness({
    slug: "codelab-academy", name: "CodeLab Academy", category: "educacion-cursos", city: CAPITAL,
    address: "Vía 6 3-30, Zona 4", phone: "+502 2385-7373", whatsapp: "+502 3030-4545", domain: "codelab.edu.gt",
    hours: HOURS.school, verified: false, social: "web ig x",
    description: "Bootcamps y cursos cortos de programación, Excel y marketing digital en un coworking de 4 Grados Norte. Aprendes haciendo proyectos reales, presencial o en línea.",
  }),
  defineBusiness({
    slug: "sabor-chapin-escuela-de-cocina", name: "Escuela de Cocina Sabor Chapín", category: "educacion-cursos", city: CAPITAL,
    address: "Bulevar Vista Hermosa 19-41, Zona 15", phone: "+502 2369-2020", whatsapp: "+502 5233-9090", domain: "saborchapin.edu.gt",
    hours: HOURS.school, verified: true, social: "ig fb tt",
    description: "Talleres de cocina guatemalteca, repostería y panadería con chefs egresados del INTECAP. Cada participante cocina en su propia estación y se lleva lo que prepara.",
  }),
  defineBusiness({
    slug: "academia-armonia", name: "Academia de Música Armonía", category: "educacion-cursos", city: CAPITAL,
    address: "12 Calle 5-50, Zona 14", phone: "+502 2368-4848", whatsapp: "+502 5747-1212", domain: "armonia.edu.gt",
    hours: HOURS.school, verified: false, social: "ig fb",
    description: "Clases de guitarra, piano, canto y batería para niños, jóvenes y adultos. Al final de cada ciclo nuestros alumnos se presentan en un recital con público.",
  }),
  // Fotografía & Arte
  defineBusiness({
    slug: "estudio-foto-click", name: "Estudio Foto Click", category: "fotografia-arte", city: CAPITAL,
    address: "Ruta 4 6-32, Zona 4", phone: "+502 2334-6060", whatsapp: "+502 5151-6262", domain: "fotoclick.gt",
    hours: HOURS.office, verified: true, social: "ig fb tt",
    description: "Estudio fotográfico con fondos, iluminación profesional y vestuario para sesiones familiares y retratos. Entregamos las fotos editadas en galería digital en una semana.",
  }),
  defineBusiness({
    slug: "barro-y-color-taller", name: "Taller Barro y Color", category: "fotografia-arte", city: CAPITAL,
    address: "Bulevar Rafael Landívar 12-80, Zona 16", phone: "+502 2493-3344", whatsapp: "+502 4848-1122", domain: "barroycolor.gt",
    hours: HOURS.salon, verified: false, social: "ig",
    description: "Taller de cerámica, pintura y acuarela para principiantes, con todos los materiales incluidos. Un espacio relajado para desconectarse y crear con las manos.",
  }),
  defineBusiness({
    slug: "lienzo-vivo-impresiones", name: "Lienzo Vivo Impresiones", category: "fotografia-arte", city: CAPITAL,
    address: "4a Avenida 14-09, Zona 10", phone: "+502 2367-9191", whatsapp: "+502 5678-9191", domain: "lienzovivo.com.gt",
    hours: HOURS.office, verified: true, social: "web ig fb",
    description: "Impresión fotográfica de alta calidad en lienzo, metal y papel de algodón. También hacemos fotolibros y enmarcado a la medida con molduras de madera.",
  }),
  defineBusiness({
    slug: "bodas-y-momentos", name: "Bodas & Momentos Foto y Video", category: "fotografia-arte", city: CAPITAL,
    address: "Avenida Las Américas 20-11, Zona 14", phone: "+502 2337-5656", whatsapp: "+502 5101-2020", domain: "bodasymomentos.gt",
    hours: HOURS.office, verified: true, social: "web ig fb",
    description: "Cobertura de bodas, quinceañeras y eventos corporativos con fotografía, video y dron. Contamos historias con un estilo natural y lleno de emoción.",
  }),
  // Deportes & Fitness
  defineBusiness({
    slug: "iron-fit-gym", name: "Iron Fit Gym", category: "deportes-fitness", city: CAPITAL,
    address: "Diagonal 6 10-65, Zona 10", phone: "+502 2361-8080", whatsapp: "+502 5353-8080", domain: "ironfit.com.gt",
    hours: HOURS.gym, verified: true, social: "ig fb tt",
    description: "Gimnasio con área de pesas libres, máquinas de última generación y entrenadores certificados. Abrimos desde las 5 de la mañana para que entrenes antes del tráfico.",
  }),
  defineBusiness({
    slug: "cycle-studio-cayala", name: "Cycle Studio Cayalá", category: "deportes-fitness", city: CAPITAL,
    address: "Paseo Cayalá, Edificio 5 nivel 2, Zona 16", phone: "+502 2494-6161", whatsapp: "+502 4646-6161", domain: "cyclestudio.gt",
    hours: HOURS.gym, verified: false, social: "ig tt",
    description: "Estudio boutique de spinning, pilates y clases de baile con música en vivo de DJ los sábados. Reservas tu bici desde la app y solo llegas a sudar.",
  }),
  defineBusiness({
    slug: "dojo-kaizen", name: "Dojo Kaizen", category: "deportes-fitness", city: CAPITAL,
    address: "Bulevar Vista Hermosa 25-40, Zona 15", phone: "+502 2365-0707", whatsapp: "+502 5007-0707", domain: "dojokaizen.gt",
    hours: HOURS.gym, verified: true, social: "fb ig",
    description: "Escuela de karate, jiu-jitsu brasileño y defensa personal para niños y adultos. Fomentamos la disciplina y el respeto en un ambiente seguro y familiar.",
  }),
  defineBusiness({
    slug: "club-acuatico-delfines", name: "Club Acuático Delfines", category: "deportes-fitness", city: CAPITAL,
    address: "10a Avenida 30-57, Zona 14", phone: "+502 2363-4545", whatsapp: "+502 5050-4545", domain: "delfines.com.gt",
    hours: HOURS.gym, verified: false, social: "fb",
    description: "Piscina semiolímpica temperada con clases de natación para bebés, niños y adultos. Nuestros instructores están certificados en salvamento acuático.",
  }),
  // Mascotas
  defineBusiness({
    slug: "veterinaria-san-francisco", name: "Veterinaria San Francisco de Asís", category: "mascotas", city: CAPITAL,
    address: "Bulevar Vista Hermosa 2-75, Zona 15", phone: "+502 2369-3131", whatsapp: "+502 5959-3131", domain: "vetsanfrancisco.com.gt",
    hours: HOURS.vet, verified: true, social: "web fb ig",
    description: "Clínica veterinaria con consulta general, laboratorio, rayos X y quirófano para perros y gatos. Atendemos emergencias con cita previa por WhatsApp.",
  }),
  defineBusiness({
    slug: "huellitas-grooming", name: "Huellitas Grooming & Spa", category: "mascotas", city: CAPITAL,
    address: "Bulevar Austriaco 30-55, Zona 16", phone: "+502 2364-7878", whatsapp: "+502 4747-7878", domain: "huellitas.gt",
    hours: HOURS.salon, verified: true, social: "ig fb tt",
    description: "Baño, corte de raza y spa para perros y gatos con productos hipoalergénicos. Recogemos y entregamos a tu mascota en Zona 15 y 16.",
  }),
  defineBusiness({
    slug: "patitas-felices-hotel-canino", name: "Patitas Felices Hotel Canino", category: "mascotas", city: CAPITAL,
    address: "Avenida Las Américas 14-30, Zona 14", phone: "+502 2337-2626", whatsapp: "+502 5262-2626", domain: "patitasfelices.gt",
    hours: HOURS.vet, verified: false, social: "ig fb",
    description: "Guardería de día y hotel para perros con áreas verdes, cuidadores 24 horas y cámaras para que veas a tu mascota. Cada huésped tiene su propia habitación y paseos diarios.",
  }),
  defineBusiness({
    slug: "k9-adiestramiento", name: "K9 Adiestramiento Guatemala", category: "mascotas", city: CAPITAL,
    address: "Vía 3 5-11, Zona 4", phone: "+502 2332-9999", whatsapp: "+502 5999-1919", domain: "k9guatemala.gt",
    hours: HOURS.office, verified: true, social: "web ig fb tt",
    description: "Adiestramiento canino con refuerzo positivo, desde cachorros hasta perros con problemas de conducta. Las clases pueden ser en grupo, en nuestro campo o a domicilio.",
  }),
];
