"use client";

import type { ReactNode } from "react";
import Link from "@/components/i18n/link";
import { usePathname } from "next/navigation";
import { CircleUserRound, LogIn } from "@/components/ui/icons";

import { cn } from "@/lib/utils";
import { AUTH_HREF, PROFILE_HREF } from "./nav-links";
import { useSessionHint } from "./use-session-hint";

// Utilities in `.bb-item` (app/globals.css): five entries on every page.
export const bottomBarItemClass = "bb-item";

export function BottomBarLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  const pathname = usePathname();
  const active = href === "/" ? pathname === "/" : pathname.startsWith(href);
  return (
    <Link href={href} aria-current={active ? "page" : undefined} className={cn(bottomBarItemClass)}>
      {icon}
      <span>{label}</span>
    </Link>
  );
}

/** Perfil (/perfil) when signed in, Entrar (/auth) otherwise. */
export function BottomBarAccount({ profileLabel, enterLabel }: { profileLabel: string; enterLabel: string }) {
  const session = useSessionHint();
  return session ? (
    <BottomBarLink href={PROFILE_HREF} label={profileLabel} icon={<CircleUserRound aria-hidden="true" />} />
  ) : (
    <BottomBarLink href={AUTH_HREF} label={enterLabel} icon={<LogIn aria-hidden="true" />} />
  );
}
