// What the English specs share: the Spanish interface strings an English page must not show, and
// the page's own text to look for them in.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { buildSeedCoupons } from "@/lib/db/seed/coupons";

// Read as files: Playwright's loader wants import attributes for JSON modules.
export const messages = (locale: string) => JSON.parse(readFileSync(`messages/${locale}.json`, "utf8"));

/** Every text of es.json a page could show that is not also an English text: a Spanish interface string. */
export function spanishInterfaceStrings(): string[] {
  const english = messages("en");
  const spanish = messages("es");
  const texts = (tree: unknown): string[] =>
    typeof tree === "string" ? [tree] : tree && typeof tree === "object" ? Object.values(tree).flatMap(texts) : [];
  const englishTexts = new Set(texts(english));
  // Words the catalogue itself holds ("Zona 10, Ciudad de Guatemala" in an address) are content,
  // which a page shows as written: such a string cannot tell the interface from the content.
  const catalogue = JSON.stringify([SEED_BUSINESSES, buildSeedCoupons()]);
  return [
    ...new Set(
      texts(spanish)
        .filter((text) => !englishTexts.has(text))
        // The literal parts of a message, long enough to be a sentence of the interface.
        .flatMap((text) => text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\w+>/))
        .map((part) => part.trim())
        .filter((part) => part.length >= 14 && part.includes(" ") && !englishTexts.has(part))
        .filter((part) => !catalogue.includes(part)),
    ),
  ];
}

/**
 * The Spanish interface strings `page` shows: its visible text without what sellers and shoppers
 * wrote in Spanish (marked lang="es": titles, descriptions, reviews, the language switch's
 * "Español").
 */
export async function spanishStringsOn(page: Page, spanishStrings: readonly string[]): Promise<string[]> {
  const text = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('[lang="es"], script, style, template').forEach((el) => el.remove());
    return body.innerText;
  });
  return spanishStrings.filter((s) => text.includes(s));
}
