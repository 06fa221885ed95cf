import { getImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

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
 * Local images go through the next/image optimiser: uploads are resized and served as AVIF/WebP
 * (SVGs are passed through as they are). An external URL a seller pasted stays a plain <img>:
 * routing it through the optimiser would make our server fetch any host on request.
 *
 * `getImageProps` gives the same <img> (srcset, sizes, lazy or eager) as next/image's <Image>, but
 * from the server: <Image> is a client component, and importing it put next/image's runtime
 * (~4 KB gzip) into the JavaScript of every page that might show a card. The preload
 * link is the one <Image preload> asks React for.
 */
export function SiteImage({ src, alt, width, height, className, preload = false, sizes }: SiteImageProps) {
  if (isLocalImage(src)) {
    const { props } = getImageProps({ src, alt, width, height, className, preload, sizes });
    if (preload) {
      preloadResource(props.src, {
        as: "image",
        imageSrcSet: props.srcSet,
        imageSizes: props.sizes,
        fetchPriority: props.fetchPriority,
      });
    }
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props (alt included), rendered on the server
    return <img {...props} />;
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
