import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import { Document, rootMetadata } from "@/components/layout/document";
import { EnglishShellView } from "@/components/layout/shell-view-en";
import { setPageLocale } from "@/lib/i18n/page-locale";

// The English pages' root (/en/...): the public pages of lib/i18n/routing.ts, each a thin file over
// its Spanish page's code, rendered with the English messages (lib/i18n/page-locale.ts).
export async function generateMetadata(): Promise<Metadata> {
  setPageLocale("en");
  return rootMetadata("en");
}

export const viewport: Viewport = {
  themeColor: "#0f8a5f",
  width: "device-width",
  initialScale: 1,
};

export default function EnglishRootLayout({ children }: { children: ReactNode }) {
  setPageLocale("en");
  return (
    <Document locale="en" shell={EnglishShellView}>
      {children}
    </Document>
  );
}
