// Issue 18: the shell's messages are bundled with ShellView, and a route's provider sends only its
// own namespaces; in the browser both must be there, the shell's keys beside the route's.
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useTranslations } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { ShellView, type ShellViewProps } from "@/components/layout/shell-view";
import { RouteIntlProvider } from "@/components/layout/shell-intl";
import { pickMessages } from "@/lib/i18n/client-messages";
import { overlay } from "@/lib/i18n/overlay";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
  useSearchParams: () => new URLSearchParams(),
}));

function Probe() {
  const nav = useTranslations("nav");
  const coupon = useTranslations("coupon");
  const loyalty = useTranslations("loyalty");
  // coupon.flash is the shell's, coupon.buy the route's: one namespace from both.
  return createElement("p", { id: "probe" }, [nav("home"), coupon("flash"), coupon("buy"), loyalty("copy")].join("|"));
}

describe("RouteIntlProvider", () => {
  it("lays a route's namespaces over the shell's bundled ones", () => {
    const route = { messages: pickMessages(["coupon.buy", "loyalty"]) } as ComponentProps<typeof RouteIntlProvider>;
    const page = createElement(RouteIntlProvider, route, createElement(Probe));
    const html = renderToStaticMarkup(createElement(ShellView, { rights: "©" } as ShellViewProps, page));
    const probe = html.match(/<p id="probe">([^<]*)<\/p>/)?.[1];
    expect(probe?.split("|")).toEqual(["Inicio", "FLASH", "Comprar", "Copiar enlace"]);
  });
});

describe("overlay", () => {
  it("adds keys without changing the base, and keeps the base when nothing is new", () => {
    const base = { a: { x: "1" }, b: "2" };
    const out = overlay(base, { a: { y: "3" } });
    expect(out).toEqual({ a: { x: "1", y: "3" }, b: "2" });
    expect(base).toEqual({ a: { x: "1" }, b: "2" });
    expect(overlay(base, { a: base.a })).toBe(base);
  });
});
