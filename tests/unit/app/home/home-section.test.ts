// Issue 18: the home's section heads are a client view given their words; its server HTML must keep
// every text, anchor, label and link the server tree had.
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HomeSection } from "@/app/(shop)/inicio/_components/home-section";

describe("HomeSection", () => {
  it("a section is labelled by its heading and links to its full list", () => {
    const html = renderToStaticMarkup(createElement(HomeSection, { id: "populares", title: "Más populares", seeAll: { href: "/populares", label: "Ver todos" } } as ComponentProps<typeof HomeSection>, "x"));
    expect(html).toBe(
      `<section id="populares" aria-labelledby="populares-title" class="scroll-mt-24"><div class="sec-head"><h2 id="populares-title" class="sec-title">Más populares</h2><a class="sec-more" href="/populares">Ver todos</a></div>x</section>`,
    );
  });
});
