// lib/i18n/format-message.ts prints a plural's "#" by hand so the browser creates no Intl number
// format while hydrating: the text must be Intl's, character for character.
import { describe, expect, it, vi } from "vitest";
import { _createCache, _createIntlFormatters } from "use-intl/core";
import formatApp, { countFormatters } from "@/lib/i18n/format-message";
import { formatCount } from "@/lib/domain/money";
import { compiledMessages } from "@/lib/i18n/compiled-messages";
import { LOCALE, TIME_ZONE } from "@/lib/i18n/locale";

const intl = new Intl.NumberFormat(LOCALE);

describe("formatCount", () => {
  it("prints whole numbers exactly as Intl.NumberFormat('es-GT') does", () => {
    const values = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1001,
      9999,
      10000,
      12345,
      99999,
      100000,
      999999,
      1000000,
      1234567,
      2 ** 31,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let n = 0; n < 5000; n += 7) values.push(n * 997);
    for (const n of values) {
      expect(formatCount(n)).toBe(intl.format(n));
      expect(formatCount(-n)).toBe(intl.format(-n || 0));
    }
  });
});

describe("the app's message formatter", () => {
  const cache = _createCache();
  const formatters = _createIntlFormatters(cache);
  const options = { cache, formatters, locale: LOCALE, timeZone: TIME_ZONE };
  const offers = compiledMessages.home.offersCount as never;

  it("formats a plural's count without creating an Intl number format", () => {
    const spy = vi.spyOn(formatters, "getNumberFormat");
    expect(formatApp("home.offersCount", offers, { n: 8334 }, options as never)).toBe("8,334 ofertas");
    expect(formatApp("home.offersCount", offers, { n: 1 }, options as never)).toBe("1 oferta");
    expect(formatApp("home.offersCount", offers, { n: 0 }, options as never)).toBe("Sin ofertas");
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("leaves fractions, other locales and explicit number options to Intl", () => {
    const wrapped = countFormatters(formatters);
    expect(wrapped.getNumberFormat(LOCALE).format(1234.5)).toBe(intl.format(1234.5));
    expect(wrapped.getNumberFormat("de").format(1234)).toBe(new Intl.NumberFormat("de").format(1234));
    expect(wrapped.getNumberFormat(LOCALE, { style: "percent" }).format(0.25)).toBe(
      new Intl.NumberFormat(LOCALE, { style: "percent" }).format(0.25),
    );
    // One wrapper per provider's formatters, not one per message.
    expect(countFormatters(formatters)).toBe(wrapped);
  });
});
