// The server's translators (lib/i18n/server.ts) over precompiled messages: words and plurals as
// before, and t.raw still hands out the source (use-intl's own refuses it once messages are compiled).
import { describe, expect, it } from "vitest";
import messages from "@/messages/es.json";
import { getTranslations } from "@/lib/i18n/server";

describe("server translators", () => {
  it("t.raw returns the source value of the messages file", async () => {
    const t = await getTranslations("search");
    expect(t.raw("popularTerms")).toEqual(messages.search.popularTerms);
    expect(t.raw("placeholder")).toBe(messages.search.placeholder);
    expect(() => t.raw("noSuchKey" as never)).toThrow("Missing message: search.noSuchKey");
  });

  it("formats plurals and numbers from the precompiled messages", async () => {
    const t = await getTranslations("cart");
    expect(t("openWithCount", { count: 1 })).toBe("Abrir carrito, 1 cupón");
    expect(t("openWithCount", { count: 1234 })).toBe("Abrir carrito, 1,234 cupones");
  });
});
