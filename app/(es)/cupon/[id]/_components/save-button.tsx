"use client";

import { Bookmark, BookmarkCheck } from "@/components/ui/icons";
import Link from "@/components/i18n/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { useSessionHint } from "@/components/layout/use-session-hint";
import { Button } from "@/components/ui/button";
import { getFavouriteStateAction } from "@/lib/actions/social/get-favourite-state";
import { toggleFavouriteAction } from "@/lib/actions/social/toggle-favourite";

type State = "unknown" | "visitor" | "saved" | "unsaved";

/**
 * 'Guardar', saved to the account. The page is one cached HTML for everybody, so the saved state is asked
 * for after mount; visitors (no sign-in hint) never call the server and are sent to /auth.
 */
export function SaveButton({ couponId }: { couponId: string }) {
  const t = useTranslations("couponPage");
  const router = useRouter();
  const hint = useSessionHint();
  const [state, setState] = useState<State>("unknown");
  const [busy, setBusy] = useState(false);
  const signInHref = `/auth?next=${encodeURIComponent(`/cupon/${couponId}`)}`;

  useEffect(() => {
    if (!hint) return;
    let live = true;
    getFavouriteStateAction({ couponId })
      .then((r) => {
        if (live) setState(!r.ok || !r.data.signedIn ? "visitor" : r.data.saved ? "saved" : "unsaved");
      })
      .catch(() => live && setState("visitor"));
    return () => {
      live = false;
    };
  }, [hint, couponId]);

  if (!hint || state === "visitor") {
    return (
      <Button asChild variant="outline" className="flex-1">
        <Link href={signInHref} data-testid="save-coupon">
          <Bookmark aria-hidden />
          {t("save")}
        </Link>
      </Button>
    );
  }

  const saved = state === "saved";
  const toggle = async () => {
    setBusy(true);
    try {
      const result = await toggleFavouriteAction({ couponId });
      if (!result.ok) {
        // The hint cookie outlived the session: the action answered 'Debes iniciar sesión.'.
        if (result.code === "sign_in_required") return router.push(signInHref);
        return notifyError(t("saveFailedTitle"), result.error);
      }
      setState(result.data.saved ? "saved" : "unsaved");
      notifySuccess(result.data.saved ? t("saveAdded") : t("saveRemoved"));
    } catch {
      notifyError(t("saveFailedTitle"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      variant={saved ? "secondary" : "outline"}
      className="flex-1"
      aria-pressed={saved}
      disabled={busy || state === "unknown"}
      onClick={toggle}
      data-testid="save-coupon"
    >
      {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
      {saved ? t("saved") : t("save")}
    </Button>
  );
}
