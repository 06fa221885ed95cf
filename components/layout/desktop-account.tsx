"use client";

import Link from "@/components/i18n/link";
import { CircleUserRound, LogIn } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { AUTH_HREF, PROFILE_HREF } from "./nav-links";
import { SignOutForm } from "./sign-out-form";
import { useSessionHint } from "./use-session-hint";

/** Desktop nav account actions: Perfil and Salir when signed in, Ingresar otherwise. */
export function DesktopAccount() {
  const t = useTranslations("nav");
  const session = useSessionHint();

  if (!session) {
    return (
      <Button asChild size="sm">
        <Link href={AUTH_HREF}>
          <LogIn aria-hidden="true" />
          {t("signIn")}
        </Link>
      </Button>
    );
  }

  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost" size="sm">
        <Link href={PROFILE_HREF} title={session.name}>
          <CircleUserRound aria-hidden="true" />
          {t("profile")}
        </Link>
      </Button>
      <SignOutForm label={t("signOut")} variant="outline" />
    </div>
  );
}
