// Builds public/sprite.svg: one <symbol> per icon of components/ui/icon-names.ts, drawn by
// lucide-react itself (so the paths match the inline icons they replace). Pure, for the test.
import { createHash } from "node:crypto";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { LUCIDE_EXPORT, SPRITE_ICONS } from "../components/ui/icon-names";

/** Symbol id of an icon in the sprite: its export name in kebab case. */
export function spriteId(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

// lucide 1.x ships no brand logos: the footer's minimal marks, drawn here (each path says its own
// fill and stroke, since the <svg> that uses them carries lucide's stroke defaults).
const BRAND_SYMBOLS: Record<string, string> = {
  facebook:
    '<path fill="currentColor" stroke="none" d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z"/>',
  instagram:
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/>',
  "x-brand":
    '<path fill="currentColor" stroke="none" d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5z"/>',
};
export const BRAND_SYMBOL_IDS = Object.keys(BRAND_SYMBOLS);

export function buildSprite(): { svg: string; version: string } {
  const symbols = SPRITE_ICONS.map((name) => {
    const lucideName = LUCIDE_EXPORT[name] ?? name;
    const Icon = (lucide as unknown as Record<string, ComponentType>)[lucideName];
    if (!Icon) throw new Error(`lucide-react has no icon ${lucideName}`);
    const inner = renderToStaticMarkup(createElement(Icon))
      .replace(/^<svg[^>]*>/, "")
      .replace(/<\/svg>$/, "");
    return `<symbol id="${spriteId(name)}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  for (const [id, inner] of Object.entries(BRAND_SYMBOLS))
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${inner}</symbol>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  return { svg, version: createHash("sha256").update(svg).digest("hex").slice(0, 8) };
}
