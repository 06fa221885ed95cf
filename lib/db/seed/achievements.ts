// The achievements master with its unlocking rules. supabase/schemas/09-loyalty.sql writes the same
// rows; the database unlocks them
// (app_private.refresh_loyalty) when `ruleKind` reaches `ruleTarget`.
export type AchievementRuleKind =
  | "purchases"
  | "flash_purchases"
  | "categories"
  | "spent"
  | "saved"
  | "verified_reviews"
  | "follows"
  | "streak"
  | "referrals"
  | "referrals_month";

export const SEED_ACHIEVEMENTS = [
  {
    code: "primera-compra",
    title: "Primera compra",
    description: "Compraste tu primer cupón.",
    icon: "ShoppingBag",
    xp: 50,
    ruleKind: "purchases",
    ruleTarget: "1",
  },
  {
    code: "critico",
    title: "Crítico gastronómico",
    description: "Escribiste tu primera reseña con compra verificada.",
    icon: "MessageSquare",
    xp: 30,
    ruleKind: "verified_reviews",
    ruleTarget: "1",
  },
  {
    code: "fiel",
    title: "Cliente fiel",
    description: "Seguiste a 3 negocios.",
    icon: "Heart",
    xp: 40,
    ruleKind: "follows",
    ruleTarget: "3",
  },
  {
    code: "racha-7",
    title: "Racha de 7 días",
    description: "Visitaste CuponGT 7 días seguidos.",
    icon: "Flame",
    xp: 70,
    ruleKind: "streak",
    ruleTarget: "7",
  },
  {
    code: "cazador-flash",
    title: "Cazador de ofertas flash",
    description: "Compraste una oferta flash antes de que terminara.",
    icon: "Zap",
    xp: 80,
    ruleKind: "flash_purchases",
    ruleTarget: "1",
  },
  {
    code: "cliente-frecuente",
    title: "Cliente frecuente",
    description: "Hiciste 5 compras.",
    icon: "Repeat",
    xp: 100,
    ruleKind: "purchases",
    ruleTarget: "5",
  },
  {
    code: "explorador",
    title: "Explorador",
    description: "Compraste cupones de 3 categorías distintas.",
    icon: "Compass",
    xp: 100,
    ruleKind: "categories",
    ruleTarget: "3",
  },
  {
    code: "ahorrador",
    title: "Gran ahorrador",
    description: "Ahorraste más de Q500 con tus cupones.",
    icon: "PiggyBank",
    xp: 120,
    ruleKind: "saved",
    ruleTarget: "500",
  },
  {
    code: "embajador",
    title: "Embajador",
    description: "Un amigo se registró con tu código e hizo su primera compra.",
    icon: "Users",
    xp: 150,
    ruleKind: "referrals",
    ruleTarget: "1",
  },
  {
    code: "gran-comprador",
    title: "Gran comprador",
    description: "Gastaste Q1,000 en cupones.",
    icon: "Wallet",
    xp: 200,
    ruleKind: "spent",
    ruleTarget: "1000",
  },
  {
    code: "super-embajador",
    title: "Superembajador",
    description: "Cinco amigos hicieron su primera compra con tu código en un mismo mes.",
    icon: "Crown",
    xp: 300,
    ruleKind: "referrals_month",
    ruleTarget: "5",
  },
] as const satisfies readonly {
  code: string;
  title: string;
  description: string;
  icon: string;
  xp: number;
  ruleKind: AchievementRuleKind;
  ruleTarget: string;
}[];
