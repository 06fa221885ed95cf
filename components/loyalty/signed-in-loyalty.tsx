"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useSessionHint } from "@/components/layout/use-session-hint";

// Most visitors of the cached home are signed out: the signed-in panel (its server action, its
// texts and the level rules) is fetched only when the session hint says someone is signed in.
const SignedInLoyaltyPanel = lazy(() =>
  import("./signed-in-loyalty-panel").then((m) => ({ default: m.SignedInLoyaltyPanel })),
);

/**
 * The home loyalty panel's signed-in content. The server sends the signed-out text (the home is
 * cached for everyone), which stays until the signed-in panel has loaded and fetched its values.
 */
export function SignedInLoyalty({ signedOut }: { signedOut: ReactNode }) {
  const hint = useSessionHint();
  if (!hint) return <>{signedOut}</>;
  return (
    <Suspense fallback={signedOut}>
      <SignedInLoyaltyPanel signedOut={signedOut} />
    </Suspense>
  );
}
