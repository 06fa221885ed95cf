import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { getTranslations } from "@/lib/i18n/server";

import "./globals.css";
import { inter } from "./fonts";
import { siteOrigin } from "@/lib/env";
import { BOOT_SCRIPT } from "@/components/layout/boot-script";
import { SiteShell } from "@/components/layout/site-shell";

// No cookies(), headers() or database here: every static page must stay static.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("metadata");
  return {
    // The one site origin (SITE_URL, lib/env.ts), never the request's Host.
    metadataBase: new URL(siteOrigin()),
    title: { default: t("defaultTitle"), template: `%s | ${t("siteName")}` },
    description: t("defaultDescription"),
    applicationName: t("siteName"),
    openGraph: { type: "website", locale: "es_GT", siteName: t("siteName") },
  };
}

export const viewport: Viewport = {
  themeColor: "#0f8a5f",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script sets data-* attributes on <html> before hydration (sidebar, promo bar, consent).
    <html lang="es-GT" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      </head>
      <body className="min-h-svh font-sans">
        {/* The shell gives client components its bundled messages; routes add theirs with <ClientMessages>. */}
        <SiteShell>{children}</SiteShell>
      </body>
    </html>
  );
}
