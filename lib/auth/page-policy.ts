// The stricter Content-Security-Policy of the per-request pages (lib/net/content-security-policy.ts):
// a fresh nonce each response, and the boot script allowed by its hash since the root layout is
// shared with cached pages and cannot read the nonce.
import { BOOT_SCRIPT } from "@/components/layout/boot-script";
import { NONCE_PAGES, noncePolicy, SCANNER_PAGE } from "@/lib/net/content-security-policy";

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

let bootHash: Promise<string> | undefined;
function bootScriptHash(): Promise<string> {
  bootHash ??= crypto.subtle
    .digest("SHA-256", new TextEncoder().encode(BOOT_SCRIPT))
    .then((d) => `sha256-${base64(new Uint8Array(d))}`);
  return bootHash;
}

/** The policy for a page request, or null when the page keeps only the base policy. */
export async function strictPagePolicy(method: string, pathname: string, dev: boolean): Promise<string | null> {
  if ((method !== "GET" && method !== "HEAD") || !NONCE_PAGES.test(pathname)) return null;
  const nonce = base64(crypto.getRandomValues(new Uint8Array(16)));
  return noncePolicy(nonce, [await bootScriptHash()], dev, SCANNER_PAGE.test(pathname));
}
