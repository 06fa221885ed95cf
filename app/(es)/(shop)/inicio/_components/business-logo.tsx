/** A business logo, or its initial when it has none. Lazy: the home's businesses are below the fold. */
export function BusinessLogo({ name, logoUrl, size = 56 }: { name: string; logoUrl: string | null; size?: number }) {
  if (!logoUrl) {
    return (
      <span aria-hidden className="biz-initial" style={{ width: size, height: size }}>
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- local SVG logos need no optimisation
    <img src={logoUrl} alt="" width={size} height={size} loading="lazy" decoding="async" className="biz-logo" />
  );
}
