"use client";

import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/utils";
import type { GalleryImage } from "./gallery-images";

interface CouponGalleryProps {
  /** From galleryImages() on the server: uploads carry the optimiser's srcset. */
  images: GalleryImage[];
  title: string;
  children?: React.ReactNode;
}

/** The coupon's gallery, with arrows and thumbnails. The first image is in the server HTML (LCP, alt text). */
export function CouponGallery({ images, title, children }: CouponGalleryProps) {
  const t = useTranslations("couponPage");
  const [index, setIndex] = useState(0);
  const total = images.length;
  const current = images[index] ?? images[0] ?? { src: "/images/coupons/default.svg" };
  const alt = index === 0 ? title : t("galleryAlt", { title, n: index + 1 });
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);

  return (
    <section aria-label={t("galleryLabel")} className="flex flex-col gap-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-muted">
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's props, worked out on the server (gallery-images.ts) */}
        <img
          src={current.src}
          srcSet={current.srcSet}
          sizes={current.sizes}
          alt={alt}
          width={800}
          height={600}
          fetchPriority={index === 0 ? "high" : undefined}
          decoding="async"
          className="h-full w-full object-cover"
        />
        {children}
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t("galleryPrev")}
              className="absolute top-1/2 left-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-background/90 shadow hover:bg-background"
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t("galleryNext")}
              className="absolute top-1/2 right-2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-background/90 shadow hover:bg-background"
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="flex gap-2 overflow-x-auto">
          {images.map(({ src }, i) => (
            <li key={`${src}-${i}`}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t("galleryThumb", { n: i + 1, total })}
                aria-current={i === index ? "true" : undefined}
                className={cn(
                  "block h-16 w-20 overflow-hidden rounded-md border-2",
                  i === index ? "border-primary" : "border-transparent opacity-80",
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- decorative thumbnail of a local SVG */}
                <img src={src} alt="" width={80} height={64} loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
