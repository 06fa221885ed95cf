// Colour arithmetic for text on a brand or category colour (WCAG 2 contrast).

function channels(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1] ?? "", 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of white text on `hex`, 1 to 21. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(channels(hex)) + 0.05);
}

/**
 * `hex` mixed with black just enough for white text to reach `ratio` (4.5: WCAG AA for body
 * text); unchanged when it already does. Keeps the hue, so a category keeps its colour.
 */
export function darkenForWhiteText(hex: string, ratio = 4.5): string {
  const rgb = channels(hex);
  for (let keep = 1; keep > 0; keep -= 0.02) {
    const mixed = rgb.map((c) => Math.round(c * keep)) as [number, number, number];
    if (1.05 / (luminance(mixed) + 0.05) >= ratio)
      return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  }
  return "#000000";
}
