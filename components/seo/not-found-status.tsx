import { notFound } from "next/navigation";

/**
 * Sets the 404 status without losing the server-rendered not-found view. A notFound() thrown by
 * the page itself lands in loading.tsx's Suspense boundary, so the HTML would hold only the
 * skeleton (NOTES.md, next.js #62228). Thrown here, inside its own Suspense boundary after the
 * view was rendered, it still marks the response 404 while the view stays in the HTML; in the
 * browser the segment's not-found.tsx shows the same view.
 */
export function NotFoundStatus(): never {
  notFound();
}
