import { ImageResponse } from "next/og";

// The site's default share image (the preview WhatsApp and social networks show). Built at build time
// with next/og's bundled font: no network and no database needed.
export const alt = "CuponGT — Descuentos hasta 70%";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

const GREEN = "#0f8a5f";
const GREEN_DARK = "#0a6446";

export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "80px",
        background: `linear-gradient(135deg, ${GREEN} 0%, ${GREEN_DARK} 100%)`,
        color: "white",
      }}
    >
      <div style={{ display: "flex", fontSize: 44, fontWeight: 700, opacity: 0.9 }}>CuponGT</div>
      <div style={{ display: "flex", fontSize: 96, fontWeight: 800, marginTop: 24, lineHeight: 1.05 }}>
        Descuentos hasta 70%
      </div>
      <div style={{ display: "flex", fontSize: 36, marginTop: 32, opacity: 0.9 }}>
        Cupones de negocios locales en Guatemala
      </div>
    </div>,
    size,
  );
}
