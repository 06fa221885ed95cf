"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { decideVerificationAction } from "@/lib/actions/admin/decide-verification";
import { reviewCouponAction } from "@/lib/actions/admin/review-coupon";
import { reviewReviewAction } from "@/lib/actions/admin/review-review";

type Target = { kind: "verification"; id: string } | { kind: "coupon"; id: string } | { kind: "review"; id: string };
export interface DecisionOption {
  decision: string;
  label: string;
  destructive?: boolean;
}

function decide(target: Target, decision: string, reason: string) {
  if (target.kind === "verification")
    return decideVerificationAction({ requestId: target.id, approve: decision === "approve", reason });
  if (target.kind === "coupon") return reviewCouponAction({ couponId: target.id, decision, reason });
  return reviewReviewAction({ reviewId: target.id, decision, reason });
}

/** A reason box and the decisions an admin can take on one item; the page refreshes after. */
export function DecisionForm({ target, options }: { target: Target; options: DecisionOption[] }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [pending, start] = useTransition();
  const run = (decision: string) =>
    start(async () => {
      const result = await decide(target, decision, reason);
      if (!result.ok) return notifyError(t("forbidden"), result.error);
      notifySuccess(t("done"));
      router.refresh();
    });
  return (
    <div className="grid gap-2" data-testid={`decision-${target.id}`}>
      <label className="grid gap-1 text-xs">
        {t("reasonLabel")}
        <input
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          className="rounded-md border bg-background px-2 py-1 text-sm"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <Button
            key={o.decision}
            size="sm"
            variant={o.destructive ? "destructive" : "default"}
            disabled={pending}
            onClick={() => run(o.decision)}
          >
            {o.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
