import { notFound } from "next/navigation";

/**
 * Sets the 404 status without losing the server-rendered not-found view. A notFound() thrown by
 * a cached page rendered on its first request answers 404 with an empty error document, the view
 * appearing only once JavaScript runs (https://github.com/vercel/next.js/issues/62228;
 * tests/e2e/status-codes.spec.ts).
 * So the page renders its view, outside any Suspense (no loading.tsx above it), and puts this
 * inside its own Suspense boundary: it still marks the response 404 (a cached page is rendered
 * whole before its first byte is sent, and cached with that status) while the view stays in the
 * HTML; in the browser the segment's not-found.tsx shows the same view.
 */
export function NotFoundStatus(): never {
  notFound();
}
