"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { notifyError } from "@/components/feedback/notify";
import { setPremoderationAction } from "@/lib/actions/admin/set-premoderation";

export function PremoderationToggle({ on }: { on: boolean }) {
  const t = useTranslations("admin");
  const router = useRouter();
  const [pending, start] = useTransition();
  const flip = () =>
    start(async () => {
      const result = await setPremoderationAction({ on: !on });
      if (!result.ok) return notifyError(t("forbidden"), result.error);
      router.refresh();
    });
  return (
    <p className="flex items-center gap-3">
      <span className="font-medium" data-testid="premoderation-state">
        {on ? t("overview.premoderationOn") : t("overview.premoderationOff")}
      </span>
      <Button size="sm" variant="outline" disabled={pending} onClick={flip}>
        {on ? t("overview.turnOff") : t("overview.turnOn")}
      </Button>
    </p>
  );
}
