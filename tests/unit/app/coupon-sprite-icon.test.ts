// The coupon page's islands draw their sprite icons themselves (app/(es)/cupon/[id]/_components/sprite-icon.tsx):
// each must be a symbol of the sprite and render exactly as components/ui/icons.tsx would.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SpriteIcon, spriteHref } from "@/app/(es)/cupon/[id]/_components/sprite-icon";
import * as icons from "@/components/ui/icons";
import { SPRITE_ICONS } from "@/components/ui/icon-names";
import { SPRITE_VERSION } from "@/components/ui/sprite-version";
import { spriteId } from "@/scripts/icon-sprite";

const ROUTE_ICONS = [
  "badge-check",
  "check",
  "clock",
  "external-link",
  "mail",
  "map-pin",
  "message-circle",
  "phone",
  "shield-check",
  "star",
  "store",
  "thumbs-up",
  "x",
  "zap",
] as const;

describe("coupon page sprite icons", () => {
  for (const name of ROUTE_ICONS) {
    it(`${name} is in the sprite and drawn as the shared icon is`, () => {
      const exported = SPRITE_ICONS.find((n) => spriteId(n) === name);
      expect(exported, name).toBeDefined();
      const shared = renderToStaticMarkup(
        createElement(icons[exported!], { "aria-hidden": true, className: "size-4" }),
      );
      const own = renderToStaticMarkup(
        createElement(SpriteIcon, { sprite: spriteHref(SPRITE_VERSION), name, className: "size-4" }),
      );
      expect(own).toBe(shared);
    });
  }
});
