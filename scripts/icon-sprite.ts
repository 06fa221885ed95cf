// Builds public/sprite.svg: one <symbol> per icon of components/ui/icon-names.ts, drawn by
// lucide-react itself (so the paths match the inline icons they replace). Pure, for the test.
import { createHash } from "node:crypto";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { SPRITE_ICON_NAMES } from "../components/ui/icon-names";

/** Symbol id of an icon in the sprite: its export name in kebab case. */
export function spriteId(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
}

export function buildSprite(): { svg: string; version: string } {
  const symbols = Object.entries(SPRITE_ICON_NAMES).map(([name, lucideName]) => {
    const Icon = (lucide as unknown as Record<string, ComponentType>)[lucideName];
    if (!Icon) throw new Error(`lucide-react has no icon ${lucideName}`);
    const inner = renderToStaticMarkup(createElement(Icon)).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${spriteId(name)}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  return { svg, version: createHash("sha256").update(svg).digest("hex").slice(0, 8) };
}
