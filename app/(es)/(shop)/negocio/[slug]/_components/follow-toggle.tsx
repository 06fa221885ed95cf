"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Users } from "@/components/ui/icons";
import { notifyError } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { getFollowStateAction } from "@/lib/actions/social/get-follow-state";
import { toggleFollowAction } from "@/lib/actions/social/toggle-follow";

interface FollowToggleProps {
  businessId: string;
  slug: string;
  /** The count in the cached page HTML (crawlers see it); replaced by the live one after mount. */
  initialFollowers: number;
}

type State = { following: boolean; signedIn: boolean } | null;

/** 'Seguir' / 'Siguiendo' with the real, persisted follower count, a client island of a static page. */
export function FollowToggle({ businessId, slug, initialFollowers }: FollowToggleProps) {
  const t = useTranslations("businessPage");
  const router = useRouter();
  const [followers, setFollowers] = useState(initialFollowers);
  const [state, setState] = useState<State>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    getFollowStateAction({ businessId })
      .then((result) => {
        if (!live) return;
        if (!result.ok) return setState({ following: false, signedIn: false });
        setFollowers(result.data.followers);
        setState({ following: result.data.following, signedIn: result.data.signedIn });
      })
      // The cached count stays; the button then leads to sign-in, which is never wrong for a visitor.
      .catch(() => live && setState({ following: false, signedIn: false }));
    return () => {
      live = false;
    };
  }, [businessId]);

  const onClick = async () => {
    // Slugs are [a-z0-9-], safe in a query string as they are.
    if (!state?.signedIn) return router.push(`/auth?next=/negocio/${slug}`);
    setBusy(true);
    try {
      const result = await toggleFollowAction({ businessId });
      if (!result.ok) return notifyError(result.error);
      setFollowers(result.data.followers);
      setState({ following: result.data.following, signedIn: true });
    } catch {
      notifyError(t("followFailed"));
    } finally {
      setBusy(false);
    }
  };

  const following = state?.following ?? false;
  return (
    <span className="inline-flex items-center gap-2">
      <span className="inline-flex items-center gap-1" data-stat="followers" data-testid="follower-count">
        <Users className="size-4" aria-hidden="true" />
        {t("followers", { count: followers })}
      </span>
      <Button
        type="button"
        size="sm"
        variant={following ? "secondary" : "default"}
        aria-pressed={following}
        disabled={busy || state === null}
        data-ready={state ? "true" : "false"}
        onClick={onClick}
        className="h-7 px-3"
      >
        {following ? t("following") : t("follow")}
      </Button>
    </span>
  );
}
