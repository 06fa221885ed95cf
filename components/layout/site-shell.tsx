import type { ReactNode } from "react";
import { getTranslations } from "@/lib/i18n/server";

import { CartProvider } from "@/components/cart/cart-provider";
import { SidebarProvider } from "@/components/ui/sidebar";
import { AppSidebar } from "./app-sidebar";
import { BottomBar } from "./bottom-bar";
import { CouponNavigationSkeleton } from "./coupon-navigation-skeleton";
import { CookieBanner } from "./cookie-banner";
import { DesktopNav } from "./desktop-nav";
import { MobileHeader } from "./mobile-header";
import { PromoBar } from "./promo-bar";
import { ShellReady } from "./shell-ready";
import { SiteFooter } from "./site-footer";

/**
 * The frame of every page: promo bar, headers, sidebar, page content in <main id="contenido">,
 * footer (lg+), mobile bottom bar and cookie banner. Server-rendered and static; the
 * interactive parts are client islands.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [t, tCoupon] = await Promise.all([getTranslations("shell"), getTranslations("couponPage")]);

  return (
    <CartProvider>
      <a
        href="#contenido"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("skipToContent")}
      </a>
      {/* The promo bar sits in the content column so the sticky sidebar spans exactly one viewport. */}
      <SidebarProvider className="min-h-svh">
        <AppSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <PromoBar />
          <MobileHeader />
          <DesktopNav />
          <main id="contenido" tabIndex={-1} className="flex-1 pb-20 outline-none md:pb-0">
            <CouponNavigationSkeleton label={tCoupon("loading")} />
            {children}
          </main>
          <SiteFooter />
        </div>
      </SidebarProvider>
      <BottomBar />
      <CookieBanner />
      <ShellReady />
    </CartProvider>
  );
}
