import { LogIn, Sparkles, Zap } from "@/components/ui/icons";

// Apart from notification-list.tsx so the bell (on every page) can count them without importing
// the drawer's lists, which load when it opens.
// Three real, useful starting points for a visitor, all unread, so the bell's badge shows 3.
export const GUEST_NOTICES = [
  { key: "signUp", href: "/auth", icon: LogIn },
  { key: "flash", href: "/ofertas-flash", icon: Zap },
  { key: "howItWorks", href: "/como-funciona", icon: Sparkles },
] as const;

export const GUEST_NOTICE_COUNT = GUEST_NOTICES.length;
