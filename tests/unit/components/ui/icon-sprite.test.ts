// The icons that draw from public/sprite.svg must find their symbol there, and the committed sprite
// must be what `npm run icons:sprite` builds from lucide today (else a stale cached sprite).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "@/components/ui/icons";
import { SPRITE_ICONS } from "@/components/ui/icon-names";
import { SPRITE_VERSION } from "@/components/ui/sprite-version";
import { buildSprite, spriteId } from "@/scripts/icon-sprite";

const committed = readFileSync(join(__dirname, "../../../../public/sprite.svg"), "utf8");

describe("icon sprite", () => {
  it("is the generator's output, with its version", () => {
    const { svg, version } = buildSprite();
    expect(committed).toBe(svg);
    expect(SPRITE_VERSION).toBe(version);
  });

  it("has a symbol for every exported icon, and each icon references its own", () => {
    const exported = Object.keys(icons).filter((k) => k !== "Icon"); // Icon draws any of them by name
    expect(exported.sort()).toEqual([...SPRITE_ICONS].sort());
    for (const name of exported) {
      expect(committed).toContain(`<symbol id="${spriteId(name)}" viewBox="0 0 24 24">`);
      const Icon = (icons as unknown as Record<string, icons.IconComponent>)[name]!;
      const html = renderToStaticMarkup(createElement(Icon, { className: "size-4" }));
      expect(html).toBe(
        `<svg aria-hidden="true" class="icon size-4"><use href="/sprite.svg?v=${SPRITE_VERSION}#${spriteId(name)}"></use></svg>`,
      );
    }
  });

  it("is hidden from assistive technology unless named, like lucide's", () => {
    const html = renderToStaticMarkup(createElement(icons.BadgeCheck, { "aria-label": "Negocio verificado" }));
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Negocio verificado"');
    expect(html).not.toContain("aria-hidden");
  });
});

describe("Icon by name", () => {
  it("draws the same reference as the named export", () => {
    const byName = renderToStaticMarkup(createElement(icons.Icon, { name: "Zap", className: "size-4" }));
    expect(byName).toBe(renderToStaticMarkup(createElement(icons.Zap, { className: "size-4" })));
  });
});

describe("brand marks", () => {
  it("are in the sprite and referenced by the footer's icons", async () => {
    const { BRAND_SYMBOL_IDS } = await import("@/scripts/icon-sprite");
    const { FacebookIcon, InstagramIcon, XIcon } = await import("@/components/layout/social-icons");
    expect(BRAND_SYMBOL_IDS.sort()).toEqual(["facebook", "instagram", "x-brand"]);
    for (const [Mark, id] of [
      [FacebookIcon, "facebook"],
      [InstagramIcon, "instagram"],
      [XIcon, "x-brand"],
    ] as const) {
      expect(committed).toContain(`<symbol id="${id}" viewBox="0 0 24 24">`);
      expect(renderToStaticMarkup(createElement(Mark, { className: "size-4" }))).toContain(`#${id}"`);
    }
  });
});
