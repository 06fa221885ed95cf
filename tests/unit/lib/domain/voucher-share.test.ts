import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressLine, pdfSafeText, voucherPdfFilename, whatsappShareUrl, wrapText } from "@/lib/domain/voucher-share";

const width = (s: string) => s.length; // one unit per character: easy to reason about

describe("pdfSafeText", () => {
  it("keeps Spanish and WinAnsi punctuation, replaces what a standard font cannot draw", () => {
    expect(pdfSafeText("¡Año nuevo! ¿Café? “Sí” – 2×1 €")).toBe("¡Año nuevo! ¿Café? “Sí” – 2×1 €");
    expect(pdfSafeText("Pizza 🍕 y 寿司")).toBe("Pizza ? y ??");
    expect(pdfSafeText("línea\r\n\tdos")).toBe("línea dos");
  });
  it("never answers a character outside Latin-1 or WinAnsi's extras, nor more characters than it got", () => {
    const drawable = (ch: string) => {
      const cp = ch.codePointAt(0)!;
      return (cp >= 0x20 && cp <= 0xff) || "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".includes(ch);
    };
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 40 })
          .map((cps) => cps.map((cp) => String.fromCodePoint(cp)).join("")),
        (s) => {
          const out = [...pdfSafeText(s)];
          return out.every(drawable) && out.length <= [...s].length;
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("wrapText", () => {
  it("breaks at spaces and cuts a word longer than the line", () => {
    expect(wrapText("uno dos tres cuatro", 8, width)).toEqual(["uno dos", "tres", "cuatro"]);
    expect(wrapText("abcdefghij", 4, width)).toEqual(["abcd", "efgh", "ij"]);
    expect(wrapText("   ", 10, width)).toEqual([]);
  });
  it("keeps every line within the width and every non-space character, in order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,15}$/), { maxLength: 30 }),
        fc.integer({ min: 1, max: 20 }),
        (words, max) => {
          const lines = wrapText(words.join(" "), max, width);
          for (const line of lines) expect(width(line)).toBeLessThanOrEqual(max);
          expect(lines.join("").replace(/ /g, "")).toBe(words.join(""));
        },
      ),
    );
  });
});

describe("names and links", () => {
  it("names the PDF by the grouped code", () => {
    expect(voucherPdfFilename("ab2cd3ef4ghj")).toBe("cupongt-AB2C-D3EF-4GHJ.pdf");
  });
  it("joins the address parts it has", () => {
    expect(addressLine(" 6a Avenida 12-34 ", "Guatemala")).toBe("6a Avenida 12-34, Guatemala");
    expect(addressLine(null, "Antigua")).toBe("Antigua");
    expect(addressLine("", "  ")).toBeNull();
  });
  it("puts the whole text, line breaks and the URL's own query included, into wa.me's text", () => {
    const text = "Pizza 2×1: Q79.99 en CuponGT\nhttps://cupongt.example/cupon/1?a=1&b=2";
    const url = whatsappShareUrl(text);
    expect(url.startsWith("https://wa.me/?text=")).toBe(true);
    expect(new URL(url).searchParams.get("text")).toBe(text);
    expect(url).not.toMatch(/[\s&]/);
  });
});
