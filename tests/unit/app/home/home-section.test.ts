// Issue 18: the home's section heads are a client view translating from the home's bundled
// messages; its server HTML must keep every text, anchor, label and link the server tree had.
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { HomeSection } from "@/app/(es)/(shop)/inicio/_components/home-section";
import { HomeMessages } from "@/app/(es)/(shop)/inicio/_components/home-messages";
import { ShellView, type ShellViewProps } from "@/components/layout/shell-view";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
  useSearchParams: () => new URLSearchParams(),
}));

describe("HomeSection", () => {
  it("a section is labelled by its heading and links to its full list", () => {
    const section = createElement(
      HomeSection,
      {
        id: "populares",
        titleKey: "popularTitle",
        seeAll: { href: "/populares", labelKey: "popularSeeAll" },
      } as ComponentProps<typeof HomeSection>,
      "x",
    );
    const html = renderToStaticMarkup(
      createElement(ShellView, { rights: "©" } as ShellViewProps, createElement(HomeMessages, null, section)),
    );
    expect(html).toContain(
      `<section id="populares" aria-labelledby="populares-title" class="scroll-mt-24"><div class="sec-head"><h2 id="populares-title" class="sec-title">Populares</h2><a class="sec-more" href="/populares">Ver populares</a></div>x</section>`,
    );
  });
});
