"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { useSessionHint } from "@/components/layout/use-session-hint";
import type { ReportKind } from "@/lib/domain/moderation";

// The form and its ~1.6 KB of messages load when a signed-in visitor opens it, not with every page.
const ReportForm = dynamic(() => import("./report-form-loader").then((m) => m.loadReportForm()), { ssr: false });

/**
 * 'Reportar' under a coupon or a review, for the operator's moderation queue. The page is cached
 * HTML for everyone, so a visitor without the session hint gets a sign-in link; the action checks
 * the real session, one report per person and item, and the rate limit.
 */
export function ReportButton({ kind, targetId, returnTo }: { kind: ReportKind; targetId: string; returnTo: string }) {
  const t = useTranslations("moderation");
  const hint = useSessionHint();
  const [open, setOpen] = useState(false);

  if (open) return <ReportForm kind={kind} targetId={targetId} onCancel={() => setOpen(false)} />;
  if (!hint) {
    return (
      <Link
        href={`/auth?next=${encodeURIComponent(returnTo)}`}
        className="text-xs text-muted-foreground hover:underline"
        data-testid="report-sign-in"
      >
        {t("report")}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="text-xs text-muted-foreground hover:underline"
      data-testid={`report-${kind}`}
    >
      {t("report")}
    </button>
  );
}
