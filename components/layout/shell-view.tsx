"use client";

import { useMemo, type ReactNode } from "react";
import { CartProvider } from "@/components/cart/cart-provider";
import { SidebarProvider } from "@/components/ui/sidebar";
import { Toaster } from "@/components/ui/toaster";
import { AppSidebar } from "./app-sidebar";
import { BottomBar } from "./bottom-bar";
import { CookieBanner } from "./cookie-banner";
import { CouponNavigationSkeleton } from "./coupon-navigation-skeleton";
import { DesktopNav } from "./desktop-nav";
import { MobileHeader } from "./mobile-header";
// Types only: nav-category.ts holds the whole category catalogue, which must stay out of the bundle.
import type { NavCategoryEntry } from "./nav-category";
import { PromoBar } from "./promo-bar";
import type { ShellTexts } from "./shell-texts";
import { ShellReady } from "./shell-ready";
import { SiteFooterView } from "./site-footer-view";

export interface ShellViewProps {
  t: ShellTexts;
  categories: NavCategoryEntry[];
  popular: { term: string; href: string }[];
  children: ReactNode;
}

/**
 * The frame of every page, a client component given its words and lists (site-shell.tsx fills
 * them). As server trees the headers, sidebar, bottom bar and promo bar travelled a second time in
 * every page's React payload, with a reference per client island; the server HTML is the same.
 */
export function ShellView({ t, categories: entries, popular, children }: ShellViewProps) {
  const categories = useMemo(() => entries.map(([id, name, icon, color, href]) => ({ id, name, icon, color, href })), [entries]);
  return (
    <>
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
            <PromoBar t={t} />
            <MobileHeader t={t} categories={categories} popular={popular} />
            <DesktopNav t={t} categories={categories} />
            <main id="contenido" tabIndex={-1} className="flex-1 pb-20 outline-none md:pb-0">
              <CouponNavigationSkeleton label={t.loading} />
              {children}
            </main>
            <SiteFooterView t={{ ...t.footer, homeLabel: t.homeLabel, brand: t.brand }} />
          </div>
        </SidebarProvider>
        <BottomBar t={t} />
        <CookieBanner />
        <ShellReady />
      </CartProvider>
      {/* SPEC 9: one toast at a time, 5000 ms, swipe right at 50 px (components/ui/toast-swipe.tsx,
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
          },
        }}
      />
    </>
  );
}
