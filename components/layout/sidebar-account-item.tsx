"use client";

import Link from "@/components/i18n/link";
import { CircleUserRound, LogIn } from "@/components/ui/icons";

import { SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar";
import { AUTH_HREF, PROFILE_HREF } from "./nav-links";
import { useSessionHint } from "./use-session-hint";

/** 'Mi perfil' when signed in, else 'Iniciar sesión'. */
export function SidebarAccountItem({ profileLabel, signInLabel }: { profileLabel: string; signInLabel: string }) {
  const session = useSessionHint();
  const label = session ? profileLabel : signInLabel;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild tooltip={label}>
        <Link href={session ? PROFILE_HREF : AUTH_HREF}>
          {session ? <CircleUserRound aria-hidden="true" /> : <LogIn aria-hidden="true" />}
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}
