"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useSessionHint } from "@/components/layout/use-session-hint";
import { canReplyReviewsAction } from "@/lib/actions/moderation/can-reply-reviews";

const CanReply = createContext(false);

/**
 * Asks once per page, after load and only for a signed-in visitor, whether they may reply to this
 * coupon's reviews (owner or manager of its business); the cached HTML is the same for everyone.
 */
export function ReplyPermission({ couponId, children }: { couponId: string; children: ReactNode }) {
  const hint = useSessionHint();
  const [canReply, setCanReply] = useState(false);
  useEffect(() => {
    if (!hint) return;
    let live = true;
    canReplyReviewsAction({ couponId })
      .then((result) => {
        if (live) setCanReply(result.ok && result.data.canReply);
      })
      .catch(() => {}); // no reply button is the safe answer
    return () => {
      live = false;
    };
  }, [hint, couponId]);
  return <CanReply.Provider value={canReply}>{children}</CanReply.Provider>;
}

export const useCanReply = () => useContext(CanReply);
