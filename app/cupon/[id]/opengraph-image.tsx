import { ImageResponse } from "next/og";
import { getCouponDetail } from "@/lib/data/catalogue/coupon-detail";
import { formatQuetzales } from "@/lib/domain/money";

// The share image of a coupon (WhatsApp, social networks): title, price in Q and discount.
// Text and colours only: it needs no network and no image decoding.
export const alt = "CuponGT";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const revalidate = 30;

export default async function OpengraphImage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const coupon = await getCouponDetail(id);
  const title = coupon?.title ?? "Cupón no encontrado";
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        background: "linear-gradient(135deg, #0f5132 0%, #15803d 60%, #f97316 100%)",
        color: "white",
        fontFamily: "sans-serif",
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <div style={{ fontSize: 44, fontWeight: 700 }}>CuponGT</div>
        {coupon && coupon.discountPercent > 0 ? (
          <div
            style={{
              display: "flex",
              background: "#dc2626",
              borderRadius: 999,
              padding: "12px 32px",
              fontSize: 48,
              fontWeight: 700,
            }}
          >{`-${coupon.discountPercent}%`}</div>
        ) : null}
      </div>
      <div style={{ display: "flex", fontSize: title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.15 }}>
        {title}
      </div>
      {coupon ? (
        <div style={{ display: "flex", alignItems: "baseline", gap: 24 }}>
          <div style={{ fontSize: 80, fontWeight: 700 }}>{formatQuetzales(coupon.discountPriceCents)}</div>
          {coupon.originalPriceCents !== null && coupon.originalPriceCents > coupon.discountPriceCents ? (
            <div style={{ fontSize: 44, textDecoration: "line-through", opacity: 0.8 }}>
              {formatQuetzales(coupon.originalPriceCents)}
            </div>
          ) : null}
          {coupon.businessName ? (
            <div style={{ fontSize: 36, opacity: 0.9, marginLeft: "auto" }}>{coupon.businessName}</div>
          ) : null}
        </div>
      ) : (
        <div style={{ fontSize: 36 }}>cupongt</div>
      )}
    </div>,
    size,
  );
}
