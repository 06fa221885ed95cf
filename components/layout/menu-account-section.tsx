"use client";

import Link from "@/components/i18n/link";
import { CircleUserRound, Heart, LogIn, Receipt, Ticket, Trophy } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { SheetClose } from "@/components/ui/sheet";
import { AUTH_HREF, PROFILE_HREF } from "./nav-links";
import { SignOutForm } from "./sign-out-form";
import { useSessionHint } from "./use-session-hint";

const ACCOUNT_LINKS = [
  { href: PROFILE_HREF, labelKey: "myProfile", icon: CircleUserRound },
  { href: "/mis-cupones", labelKey: "myCoupons", icon: Ticket },
  { href: "/mis-compras", labelKey: "myOrders", icon: Receipt },
  { href: "/favoritos", labelKey: "favorites", icon: Heart },
  { href: "/logros", labelKey: "achievements", icon: Trophy },
] as const;

/** The menu drawer's account block: links and sign-out when signed in, a sign-in button otherwise. */
export function MenuAccountSection({ linkClass }: { linkClass: string }) {
  const t = useTranslations("nav");
  const session = useSessionHint();

  if (!session) {
    return (
      <section aria-label={t("account")} className="space-y-3 p-4">
        <p className="text-sm text-muted-foreground">{t("guestHint")}</p>
        <SheetClose asChild>
          <Button asChild className="w-full">
            <Link href={AUTH_HREF}>
              <LogIn aria-hidden="true" />
              {t("signInOrRegister")}
            </Link>
          </Button>
        </SheetClose>
      </section>
    );
  }

  return (
    <section aria-label={t("account")} className="p-2">
      <p className="px-3 py-2 text-sm font-semibold">{t("greeting", { name: session.name })}</p>
      <ul>
        {ACCOUNT_LINKS.map(({ href, labelKey, icon: Icon }) => (
          <li key={href}>
            <SheetClose asChild>
              <Link href={href} className={linkClass}>
                <Icon className="size-4" aria-hidden="true" />
                {t(labelKey)}
              </Link>
            </SheetClose>
          </li>
        ))}
      </ul>
      <SignOutForm label={t("signOut")} className="px-1 pt-1" />
    </section>
  );
}
