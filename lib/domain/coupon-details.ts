// Vertical attributes and detail-only fields of a coupon, stored in coupons.details (jsonb).
export interface CouponDetails {
  longDescription?: string;
  gallery?: string[];
  features?: string[];
  included?: string[];
  restrictions?: string[];
  highlights?: string[];
  /** Restaurants */
  cuisine?:
    "Italiana" | "Japonesa" | "Argentina" | "Mexicana" | "Internacional" | "Guatemalteca" | "China" | "Americana";
  deliveryTime?: string;
  /** Experiences */
  durationHours?: number;
  difficulty?: "Fácil" | "Intermedio" | "Avanzado";
  experienceType?: "Spa & Bienestar" | "Aventura" | "Fotografía" | "Naturaleza" | "Gastronomía" | "Aéreo";
  /** Travel */
  tripType?: "Cultural" | "Naturaleza" | "Arqueológico" | "Playa" | "Aventura";
  days?: number;
  groupSize?: string;
  includes?: string[];
}
