import type { ReactNode } from "react";

interface CouponImageProps {
  src: string | null;
  alt: string;
  /** The first cards of a page load eagerly (LCP); the rest lazily. */
  priority?: boolean;
  className?: string;
  /** Badges laid over the image. */
  children?: ReactNode;
}

/** A card's cover image (4:3) with its overlays; the local fallback when a coupon has none. */
export function CouponImage({ src, alt, priority = false, className = "", children }: CouponImageProps) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVG illustrations need no optimisation */}
      <img
        src={src ?? "/images/coupons/default.svg"}
        alt={alt}
        width={400}
        height={300}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className={`h-full w-full object-cover ${className}`}
      />
      {children}
    </>
  );
}
