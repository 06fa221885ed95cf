import Image from "next/image";

interface SiteImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold (a cover, the LCP): fetched first instead of lazily. */
  preload?: boolean;
  sizes?: string;
}

/** Site-local paths (/uploads/..., /images/...); "//host" is protocol-relative, so external. */
export const isLocalImage = (src: string) => src.startsWith("/") && !src.startsWith("//");

/**
 * Local images go through next/image: uploads are resized and served as AVIF/WebP (SVGs are
 * passed through as they are). An external URL a seller pasted stays a plain <img>: routing it
 * through the optimiser would make our server fetch any host on request.
 */
export function SiteImage({ src, alt, width, height, className, preload = false, sizes }: SiteImageProps) {
  if (isLocalImage(src)) {
    return <Image src={src} alt={alt} width={width} height={height} className={className} preload={preload} sizes={sizes} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- external URL, deliberately not proxied (see above)
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={preload ? "eager" : "lazy"}
      fetchPriority={preload ? "high" : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
    />
  );
}
