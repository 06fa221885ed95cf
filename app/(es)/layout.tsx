import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "../globals.css";
import { Document, rootMetadata } from "@/components/layout/document";
import { ShellView } from "@/components/layout/shell-view";

// The Spanish pages' root: every URL without /en (the English root is app/en/layout.tsx).
export async function generateMetadata(): Promise<Metadata> {
  return rootMetadata("es");
}

export const viewport: Viewport = {
  themeColor: "#0f8a5f",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <Document locale="es" shell={ShellView}>
      {children}
    </Document>
  );
}
