import type { Metadata } from "next";
import type { ComponentType, ReactNode } from "react";
import { inter } from "@/app/fonts";
import { siteOrigin } from "@/lib/env";
import { HREFLANGS, OG_LOCALES, type Locale } from "@/lib/i18n/locale";
import { getTranslations } from "@/lib/i18n/server";
import { BOOT_SCRIPT } from "./boot-script";
import type { ShellViewProps } from "./shell-frame";
import { SiteShell } from "./site-shell";

// The root layouts of both languages (app/(es)/layout.tsx, app/en/layout.tsx): two roots, so each
// page's <html lang> is its language. No cookies(), headers() or database here: every static page
// must stay static.

export async function rootMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ namespace: "metadata", locale });
  return {
    // The one site origin (SITE_URL, lib/env.ts), never the request's Host.
    metadataBase: new URL(siteOrigin()),
    title: { default: t("defaultTitle"), template: `%s | ${t("siteName")}` },
    description: t("defaultDescription"),
    applicationName: t("siteName"),
    openGraph: { type: "website", locale: OG_LOCALES[locale], siteName: t("siteName") },
  };
}

interface DocumentProps {
  locale: Locale;
  /** The language's shell view, imported by the root layout so only its words reach the browser. */
  shell: ComponentType<ShellViewProps>;
  children: ReactNode;
}

export function Document({ locale, shell, children }: DocumentProps) {
  return (
    // The boot script sets data-* attributes on <html> before hydration (sidebar, promo bar, consent).
    <html lang={HREFLANGS[locale]} className={inter.variable} suppressHydrationWarning>
      {/* The root layouts' own <head> (the rule expects it in app/, where they render this). */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
      </head>
      <body className="min-h-svh font-sans">
        {/* The shell gives client components its bundled messages; routes add theirs with <ClientMessages>. */}
        <SiteShell View={shell}>{children}</SiteShell>
      </body>
    </html>
  );
}
