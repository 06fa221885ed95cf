"use client";

import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { TIME_ZONE } from "@/lib/i18n/locale";
import { CartProvider } from "@/components/cart/cart-provider";
import { LanguageSuggestionSlot } from "@/components/i18n/language-suggestion-slot";
import { SidebarProvider } from "@/components/ui/sidebar";
import { Toaster } from "@/components/ui/toaster";
import { AppSidebar } from "./app-sidebar";
import { BottomBar } from "./bottom-bar";
import { CookieBanner } from "./cookie-banner";
import { CouponNavigationSkeleton } from "./coupon-navigation-skeleton";
import { DesktopNav } from "./desktop-nav";
import { MobileHeader } from "./mobile-header";
import { PromoBar } from "./promo-bar";
import { ShellReady } from "./shell-ready";
import type { ShellStatics } from "./shell-static";
import { SiteFooterView } from "./site-footer-view";

export interface ShellFrameProps extends ShellViewProps {
  /** The language's bundled words, categories and popular searches (shell-view.tsx, shell-view-en.tsx). */
  statics: ShellStatics;
  /** The Intl locale of the page ("es-GT", "en-US"). */
  locale: string;
}

export interface ShellViewProps {
  /** The footer's '© {year}' line, said by the server on each render. */
  rights: string;
  children: ReactNode;
}

/**
 * The frame of every page, a client component, in either language. Its words, categories and popular searches are
 * bundled with it (shell-static.ts), the same for every page and visitor: as server trees, or as
 * props, they travelled again in every page's HTML; the server HTML is the same. It also gives
 * every client component below it the shell's messages, from the same bundled file (one copy in
 * one chunk; routes lay theirs over them with ClientMessages).
 */
export function ShellFrame({ rights, children, statics, locale }: ShellFrameProps) {
  const { texts: t, categories, popular, messages } = statics;
  return (
    <NextIntlClientProvider locale={locale} timeZone={TIME_ZONE} messages={messages}>
      <CartProvider>
        <a
          href="#contenido"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t.skipToContent}
        </a>
        {/* The promo bar sits in the content column so the sticky sidebar spans exactly one viewport. */}
        <SidebarProvider className="min-h-svh">
          <AppSidebar t={t} categories={categories} />
          <div className="flex min-w-0 flex-1 flex-col">
            <LanguageSuggestionSlot />
            <PromoBar t={t} />
            <MobileHeader t={t} categories={categories} popular={popular} />
            <DesktopNav t={t} categories={categories} />
            <main id="contenido" tabIndex={-1} className="flex-1 pb-20 outline-none md:pb-0">
              <CouponNavigationSkeleton label={t.loading} />
              {children}
            </main>
            <SiteFooterView t={{ ...t.footer, rights, homeLabel: t.homeLabel, brand: t.brand }} />
          </div>
        </SidebarProvider>
        <BottomBar t={t} />
        <CookieBanner />
        <ShellReady />
      </CartProvider>
      {/* One toast at a time, 5000 ms, swipe right at 50 px (components/ui/toast-swipe.tsx,
          since sonner hard-codes 45 px), F8 focuses the region. */}
      <Toaster
        position="bottom-right"
        visibleToasts={1}
        duration={5000}
        hotkey={["F8"]}
        containerAriaLabel={t.toasterLabel}
        mobileOffset={{ bottom: "5rem" }}
        toastOptions={{
          classNames: {
            error: "bg-destructive! text-destructive-foreground! border-destructive!",
            // sonner greys descriptions (#3f3f3f): unreadable on the error toast's red. The toast's
            // own text colour instead, on every kind.
            description: "text-current!",
          },
        }}
      />
    </NextIntlClientProvider>
  );
}
