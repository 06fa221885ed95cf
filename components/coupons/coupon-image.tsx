import type { ReactNode } from "react";
import { SiteImage } from "@/components/media/site-image";

interface CouponImageProps {
  src: string | null;
  alt: string;
  /** The first cards of a page load eagerly (LCP); the rest lazily. */
  priority?: boolean;
  className?: string;
  /** Badges laid over the image. */
  children?: ReactNode;
}

/**
 * A card's cover image (4:3) with its overlays; the local fallback when a coupon has none.
 * A seller's uploaded photo goes through next/image (resized, AVIF/WebP for a phone on 4G); the
 * seed's SVG illustrations and pasted external URLs are served as they are (see SiteImage).
 */
export function CouponImage({ src, alt, priority = false, className = "", children }: CouponImageProps) {
  const classes = `cover-img ${className}`;
  return (
    <>
      {src?.startsWith("/uploads/") ? (
        <SiteImage
          src={src}
          alt={alt}
          width={400}
          height={300}
          preload={priority}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
          className={classes}
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- local SVG illustrations need no optimisation
        <img
          src={src ?? "/images/coupons/default.svg"}
          alt={alt}
          width={400}
          height={300}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className={classes}
        />
      )}
      {children}
    </>
  );
}
