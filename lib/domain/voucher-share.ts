// Pure rules for taking a voucher or a coupon out of the site: the printable PDF's text (the
// standard PDF fonts only know WinAnsi, so other characters are replaced rather than failing the
// whole document) and WhatsApp's share links (wa.me with a prefilled text, no script needed).
import { formatCode } from "./voucher-code";

/**
 * Characters WinAnsi (Windows-1252) can draw beyond Latin-1: what pdf-lib's standard fonts encode.
 * Spanish needs only Latin-1 (á, ñ, ¿, ¡), but sellers paste curly quotes and dashes.
 */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Text a standard PDF font can draw: tabs and line breaks become spaces, other unknowns '?'. */
export function pdfSafeText(text: string): string {
  let out = "";
  for (const ch of text.replace(/[\t\r\n]+/g, " ")) {
    const cp = ch.codePointAt(0)!;
    const latin1 = (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff);
    out += latin1 || WIN_ANSI_EXTRA.has(ch) ? ch : "?";
  }
  return out;
}

/**
 * Greedy word wrap by a width function (the font's), so the fine print never runs off the page.
 * A single word wider than the line is cut by characters.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (widthOf(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && widthOf(rest.slice(0, cut)) > maxWidth) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** "cupongt-AB2C-D3EF-4GHJ.pdf": the code is what a person looks for in their downloads. */
export const voucherPdfFilename = (code: string) => `cupongt-${formatCode(code)}.pdf`;

/** The printable address: address and city joined, or null when the business gave neither. */
export function addressLine(address: string | null, city: string | null): string | null {
  const parts = [address, city].map((p) => p?.trim()).filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(", ") : null;
}

/** wa.me's share link: the text is URL-encoded whole (title, price and link on their own lines). */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
