// The document a business sends with its verification request: an image (re-encoded
// like every upload) or a PDF, at most 5 MB, stored privately under a random name.
import { MAX_IMAGE_BYTES } from "./image-upload";

export const MAX_DOCUMENT_BYTES = MAX_IMAGE_BYTES;

/** A PDF starts with "%PDF-" (read from the bytes, never from the name). */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && String.fromCharCode(...bytes.slice(0, 5)) === "%PDF-";
}

/** Names the admin's document route serves; the database checks the same pattern. */
export const DOCUMENT_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|pdf)$/;

const MIME = { jpg: "image/jpeg", png: "image/png", webp: "image/webp", pdf: "application/pdf" } as const;

export function mimeOfDocumentName(name: string): (typeof MIME)[keyof typeof MIME] | null {
  const match = DOCUMENT_NAME.exec(name);
  return match ? MIME[match[1] as keyof typeof MIME] : null;
}

/**
 * The policy a document is served under: no scripts, no plugins, no same origin, nothing loaded.
 * next.config.ts sends the same for /admin/documentos/ (Next keeps a header the config already
 * set over the route's own, so the config must carry it).
 */
export const DOCUMENT_CSP = "sandbox; default-src 'none'; frame-ancestors 'none'";
