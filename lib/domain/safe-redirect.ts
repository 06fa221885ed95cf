/**
 * Where to go after signing in: only a path on this site. Anything else (another origin,
 * protocol-relative "//evil.example", backslash tricks, control characters) falls back to "/".
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://cupongt.invalid");
    if (url.origin !== "http://cupongt.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
