/**
 * Where to go after signing in: only a path on this site. The target is resolved against a
 * stand-in origin the way a browser would (dot segments, "%2e", backslashes, tabs and newlines
 * all normalised) and kept only when the result is still on that origin AND the path it yields
 * reads as a path of this site again: "/.//evil.example" resolves on-site but normalises to
 * "//evil.example", which a browser reads as another host.
 */
const BASE = "http://cupongt.invalid";

function onSite(path: string): URL | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/** "/%2F%2Fx" and "/%5Cx" stay on-site for a browser, but a server or proxy that decodes before routing would not. */
function decodedLooksLikeHost(pathname: string): boolean {
  try {
    const decoded = decodeURIComponent(pathname);
    return decoded.startsWith("//") || decoded.startsWith("/\\");
  } catch {
    return true;
  }
}

export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  // Only paths: no scheme ("https:x", "javascript:"), no host, no backslash, no control character
  // (a browser drops tabs and newlines, turning "/\t/x" into "//x").
  if (!target.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  const url = onSite(target);
  if (!url) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith("//") || decodedLooksLikeHost(url.pathname)) return fallback;
  // The normalised path must be a fixed point: used again, it lands on the same place.
  const again = onSite(path);
  return again && again.href === url.href ? path : fallback;
}
