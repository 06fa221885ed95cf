// The achievements master. Unlocking rules arrive with loyalty (PRODUCT.md item 10).
export const SEED_ACHIEVEMENTS = [
  { code: "primera-compra", title: "Primera compra", description: "Compraste tu primer cupón.", icon: "ShoppingBag", xp: 50 },
  { code: "critico", title: "Crítico gastronómico", description: "Escribiste tu primera reseña.", icon: "MessageSquare", xp: 30 },
  { code: "cazador-flash", title: "Cazador de ofertas flash", description: "Compraste una oferta flash antes de que terminara.", icon: "Zap", xp: 80 },
  { code: "explorador", title: "Explorador", description: "Compraste cupones de 3 categorías distintas.", icon: "Compass", xp: 100 },
  { code: "fiel", title: "Cliente fiel", description: "Seguiste a 5 negocios.", icon: "Heart", xp: 40 },
  { code: "embajador", title: "Embajador", description: "Un amigo se registró con tu código e hizo su primera compra.", icon: "Users", xp: 150 },
  { code: "ahorrador", title: "Gran ahorrador", description: "Ahorraste más de Q500 con tus cupones.", icon: "PiggyBank", xp: 120 },
  { code: "racha-7", title: "Racha de 7 días", description: "Visitaste CuponGT 7 días seguidos.", icon: "Flame", xp: 70 },
] as const;
