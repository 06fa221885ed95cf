// English text for the category catalogue. Kept apart from categories.ts so the Spanish catalogue stays the
// single source of ids, icons, colours and keywords; keywords stay Spanish because they match Spanish offer text.

import type { Category, CategoryId, Subcategory } from "./categories";

export interface EnglishCategoryText {
  name: string;
  description: string;
  subcategories: Record<string, { name: string; description: string }>;
}

export const CATEGORIES_EN: Record<CategoryId, EnglishCategoryText> = {
  restaurantes: {
    name: "Restaurants",
    description:
      "Pizza, sushi, tacos, burgers and special dinners at a discount at the best restaurants in the country.",
    subcategories: {
      pizza: { name: "Pizza & Italian", description: "Wood-fired pizza, fresh pasta and Italian cuisine." },
      sushi: { name: "Sushi & Japanese", description: "Sushi rolls, ramen and Asian dishes to share." },
      mexicana: { name: "Mexican & Tacos", description: "Tacos, burritos, nachos and Mexican-style snacks." },
      hamburguesas: { name: "Burgers & Grill", description: "Craft burgers, fast food and grilled cuts." },
    },
  },
  belleza: {
    name: "Beauty",
    description: "Salons, barbershops, and nail and makeup studios to look amazing for less.",
    subcategories: {
      cabello: { name: "Hair & Barbershop", description: "Haircuts, color, keratin treatments and beard trims." },
      unas: { name: "Nails", description: "Manicures, pedicures, gel and acrylic nails." },
      maquillaje: {
        name: "Makeup & Brows",
        description: "Event makeup, eyebrow shaping and eyelash extensions.",
      },
      depilacion: {
        name: "Hair Removal & Facials",
        description: "Waxing, laser hair removal and deep-cleansing facials.",
      },
    },
  },
  "salud-bienestar": {
    name: "Health & Wellness",
    description: "Spas, massages, yoga and nutrition to take care of body and mind.",
    subcategories: {
      spa: { name: "Spa & Relaxation", description: "Spa circuits, sauna, hot tub and packages for two." },
      masajes: { name: "Massages", description: "Relaxing, deep-tissue and hot stone massages." },
      "yoga-meditacion": {
        name: "Yoga & Meditation",
        description: "Classes, retreats, and breathing and meditation workshops.",
      },
      nutricion: {
        name: "Nutrition",
        description: "Nutritionist consultations, meal plans and body composition analysis.",
      },
    },
  },
  "clinicos-diagnostico": {
    name: "Clinics & Diagnostics",
    description: "Lab tests, medical imaging, preventive checkups and eye exams at affordable prices.",
    subcategories: {
      laboratorio: {
        name: "Lab Tests",
        description: "Blood panels, complete blood counts, thyroid and routine tests.",
      },
      imagenologia: {
        name: "X-Rays & Ultrasound",
        description: "Ultrasounds, X-rays, mammograms and bone density scans.",
      },
      chequeos: { name: "Medical Checkups", description: "Executive and preventive checkups with a doctor's visit." },
      optica: { name: "Optical & Vision", description: "Eye exams, prescription glasses and contact lenses." },
    },
  },
  odontologia: {
    name: "Dental",
    description: "Cleanings, whitening, orthodontics and implants at trusted dental clinics.",
    subcategories: {
      "limpieza-dental": {
        name: "Dental Cleaning",
        description: "Professional cleaning, evaluation and fluoride treatment.",
      },
      blanqueamiento: { name: "Teeth Whitening", description: "LED whitening, in-office or with take-home trays." },
      ortodoncia: { name: "Orthodontics", description: "Metal and clear braces, and clear aligners." },
      implantes: { name: "Implants & Surgery", description: "Implants, crowns, extractions and wisdom tooth surgery." },
    },
  },
  "hogar-servicios": {
    name: "Home & Services",
    description: "Cleaning, pest control, repairs and gardening at your home by verified technicians.",
    subcategories: {
      "limpieza-hogar": {
        name: "House Cleaning",
        description: "Deep cleaning for homes, sofas, carpets and mattresses.",
      },
      fumigacion: { name: "Pest Control", description: "Control of cockroaches, mosquitoes, termites and rodents." },
      reparaciones: { name: "Repairs", description: "Plumbing, electrical work, painting and general maintenance." },
      jardineria: { name: "Gardening", description: "Design, pruning and upkeep of gardens and green spaces." },
    },
  },
  automotriz: {
    name: "Automotive",
    description: "Car washes, mechanical service, tires and window tinting for your car at trusted shops.",
    subcategories: {
      lavado: { name: "Car Wash & Detailing", description: "Full wash, waxing, polishing and interior cleaning." },
      mantenimiento: {
        name: "Mechanical Service",
        description: "Oil changes, brakes, tune-ups and diagnostic scans.",
      },
      llantas: { name: "Tires & Alignment", description: "Alignment, balancing, rotation and new tires." },
      polarizado: {
        name: "Window Tint & Accessories",
        description: "Window tinting, security film and accessories for your car.",
      },
    },
  },
  "experiencias-viajes": {
    name: "Experiences & Travel",
    description: "Volcanoes, lakes, Mayan sites, hotels and adventures to discover Guatemala.",
    subcategories: {
      aventura: {
        name: "Adventure & Nature",
        description: "Volcano hikes, zip-lining, kayaking, paragliding and scenic flights.",
      },
      experiencias: {
        name: "Workshops & Experiences",
        description: "Coffee and chocolate tastings, cooking classes, photography and temazcal.",
      },
      escapadas: { name: "Hotels & Getaways", description: "Hotel stays, glamping and weekend getaways." },
      tours: {
        name: "Tours & Packages",
        description: "Multi-day packages to Tikal, Semuc Champey, Atitlán and more.",
      },
    },
  },
  "educacion-cursos": {
    name: "Education & Courses",
    description: "Language, tech, cooking and music courses to learn something new.",
    subcategories: {
      idiomas: { name: "Languages", description: "English, French, German, and Spanish for foreigners." },
      tecnologia: { name: "Technology", description: "Programming, Excel, graphic design and digital marketing." },
      cocina: { name: "Cooking & Baking", description: "Guatemalan cooking, baking and barista workshops." },
      musica: { name: "Music", description: "Guitar, piano, singing and drum lessons for all ages." },
    },
  },
  "fotografia-arte": {
    name: "Photography & Art",
    description: "Photo shoots, event coverage, art workshops and quality prints.",
    subcategories: {
      sesiones: {
        name: "Photo Shoots",
        description: "Family, couple and maternity sessions, and professional portraits.",
      },
      eventos: {
        name: "Event Photography",
        description: "Weddings, quinceañeras, baptisms and corporate events.",
      },
      "talleres-arte": {
        name: "Art Workshops",
        description: "Painting, ceramics, watercolor and drawing for beginners.",
      },
      impresion: { name: "Prints & Frames", description: "Canvas prints, photo books and framing." },
    },
  },
  "deportes-fitness": {
    name: "Sports & Fitness",
    description: "Gyms, group classes, martial arts and swimming to keep you active.",
    subcategories: {
      gimnasio: { name: "Gyms", description: "Gym memberships and personal training." },
      "clases-grupales": { name: "Group Classes", description: "Spinning, Zumba, Pilates, CrossFit and dance." },
      "artes-marciales": {
        name: "Martial Arts",
        description: "Karate, jiu-jitsu, taekwondo, boxing and self-defense.",
      },
      natacion: {
        name: "Swimming",
        description: "Swimming lessons for kids and adults, and pool access.",
      },
    },
  },
  mascotas: {
    name: "Pets",
    description: "Vets, grooming, daycare and training to pamper your pet.",
    subcategories: {
      veterinaria: { name: "Veterinary", description: "Checkups, vaccines, deworming and spaying/neutering." },
      grooming: { name: "Grooming", description: "Baths, haircuts, nail trims and spa treatments for pets." },
      guarderia: { name: "Daycare & Boarding", description: "Doggy daycare and boarding for dogs and cats." },
      adiestramiento: { name: "Training", description: "Basic obedience, puppy training and behavior modification." },
    },
  },
};

// Memoized so components and hooks that compare by reference see a stable object across renders.
const englishById = new Map<CategoryId, Category>();

/** A subcategory in the given language. */
export function localizeSubcategory(categoryId: CategoryId, sub: Subcategory, locale: "es" | "en"): Subcategory {
  if (locale === "es") return sub;
  // Fall back to Spanish rather than throw: a subcategory added to the catalogue before its translation
  // should still render; the unit test is what catches the missing entry.
  const text = CATEGORIES_EN[categoryId]?.subcategories[sub.id];
  return text ? { ...sub, name: text.name, description: text.description } : sub;
}

/** The category with its name, description and subcategories' names/descriptions in the given language (keywords unchanged). */
export function localizeCategory(category: Category, locale: "es" | "en"): Category {
  if (locale === "es") return category;
  const cached = englishById.get(category.id);
  if (cached) return cached;
  const text = CATEGORIES_EN[category.id];
  const localized: Category = {
    ...category,
    name: text.name,
    description: text.description,
    subcategories: category.subcategories.map((s) => localizeSubcategory(category.id, s, "en")),
  };
  englishById.set(category.id, localized);
  return localized;
}
