// The lucide icons the site draws from one cached sprite (public/sprite.svg) instead of inline
// copies, by export name. `npm run icons:sprite` regenerates the sprite and its version from this
// list (scripts/build-icon-sprite.ts); a unit test checks both. A plain list of names (not a map
// to lucide's names) because the browser bundles it with components/ui/icons.tsx.
export const SPRITE_ICONS = [
  "BadgeCheck", "Bell", "Camera", "Car", "Check", "ChevronDown", "CircleUserRound", "Clock", "Cookie",
  "Dumbbell", "ExternalLink", "Eye", "Flame", "Gift", "Globe", "GraduationCap", "Heart", "HeartPulse",
  "House", "LayoutGrid", "List", "LogIn", "LogOut", "Mail", "MapPin", "Menu", "MessageCircle", "PanelLeft",
  "PawPrint", "Pencil", "Phone", "Plane", "Quote", "Receipt", "Search", "SearchX", "ShieldCheck",
  "ShoppingCart", "Smile", "Sparkle", "Sparkles", "Star", "Stethoscope", "Store", "ThumbsUp", "Ticket",
  "TrendingUp", "Trophy", "Users", "UtensilsCrossed", "X", "Zap",
] as const;

export type SpriteIconName = (typeof SPRITE_ICONS)[number];

/** lucide-react's export name where it is not the icon's own (the sprite script draws from lucide). */
export const LUCIDE_EXPORT: Partial<Record<SpriteIconName, string>> = { PanelLeft: "PanelLeftIcon" };
