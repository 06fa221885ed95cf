"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { useLocale } from "next-intl";

// The line's code is fetched only by a browser that asks for English first: most visitors read
// Spanish and never load it.
const LanguageSuggestion = lazy(() => import("./language-suggestion").then((m) => ({ default: m.LanguageSuggestion })));

/**
 * Where the English suggestion goes on a Spanish page, decided in the browser after hydration
 * (cached pages cannot read Accept-Language); the line itself checks the visitor's choice and
 * whether it was closed. The server HTML holds nothing here, and no boundary is left for the
 * browser to render in its place (next/dynamic without server rendering left one on every page).
 */
export function LanguageSuggestionSlot() {
  const spanish = !useLocale().startsWith("en");
  const [english, setEnglish] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEnglish((navigator.languages?.[0] ?? navigator.language ?? "").toLowerCase().startsWith("en"));
  }, []);
  if (!spanish || !english) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion />
    </Suspense>
  );
}
