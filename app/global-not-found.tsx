import type { Metadata } from "next";

import "./globals.css";
import { inter } from "./fonts";
import messages from "@/messages/en.json";

// Any unmatched URL: rendered alone, without the Spanish shell. The spec makes
// this 404 the site's one page in English.
const { notFound: t } = messages;

export const metadata: Metadata = {
  title: `404 | ${t.title}`,
  description: t.description,
};

export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-svh font-sans">
        <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-muted px-6 text-center">
          <p className="text-6xl font-bold text-primary">404</p>
          <h1 className="text-2xl font-semibold">{t.title}</h1>
          <p className="max-w-md text-muted-foreground">{t.description}</p>
          {/* A full page load on purpose: a client navigation (<Link>) from this page changes the
              URL but keeps rendering the 404 (verified in tests/e2e/not-found.spec.ts). */}
          <a
            href="/"
            className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {t.home}
          </a>
        </main>
      </body>
    </html>
  );
}
