import { ImageResponse } from "next/og";

// Generated share images (businesses and categories): 1200×630 PNG, text and colours only, so they need
// no network, no font download and no decoding of the entity's (often SVG) artwork.
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareCard {
  /** Small line above the title (category, city). */
  eyebrow?: string;
  title: string;
  /** Line under the title (counts, rating). */
  detail?: string;
  /** Background colour of the entity (a category's colour), CSS hex. */
  color?: string;
}

/** A share card as a PNG response, cached by browsers and social crawlers for 5 minutes. */
export function shareCardResponse({ eyebrow, title, detail, color = "#0f8a5f" }: ShareCard): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        background: `linear-gradient(135deg, ${color} 0%, #0a6446 100%)`,
        color: "white",
        fontFamily: "sans-serif",
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 40, fontWeight: 700 }}>
        <div style={{ display: "flex" }}>CuponGT</div>
        {eyebrow ? <div style={{ display: "flex", fontSize: 34, opacity: 0.9 }}>{eyebrow}</div> : null}
      </div>
      <div style={{ display: "flex", fontSize: title.length > 40 ? 64 : 84, fontWeight: 800, lineHeight: 1.1 }}>
        {title}
      </div>
      <div style={{ display: "flex", fontSize: 38, opacity: 0.92 }}>
        {detail ?? "Cupones de negocios locales en Guatemala"}
      </div>
    </div>,
    { ...SHARE_IMAGE_SIZE, headers: { "cache-control": "public, max-age=300, stale-while-revalidate=3600" } },
  );
}
