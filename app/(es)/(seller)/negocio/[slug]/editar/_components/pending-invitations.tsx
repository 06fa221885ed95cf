"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { revokeInvitationAction } from "@/lib/actions/sellers/revoke-invitation";
import type { AssignableRole } from "@/lib/domain/forms/members";

export interface PendingInvitationItem {
  id: string;
  email: string;
  role: AssignableRole;
  /** Formatted on the server (Guatemala's clock), so the browser renders the same text. */
  expiresLabel: string;
}

/** Open invitations of the business, for its owners, each with 'Revocar'. */
export function PendingInvitations({
  businessId,
  invitations,
  onChanged,
}: {
  businessId: string;
  invitations: PendingInvitationItem[];
  onChanged: () => void;
}) {
  const t = useTranslations("businessEdit.members");
  const invited = useTranslations("seller.invitations");
  const common = useTranslations("common");
  const [busy, setBusy] = useState<string | null>(null);
  if (invitations.length === 0) return null;

  const revoke = async (id: string) => {
    setBusy(id);
    try {
      const result = await revokeInvitationAction({ businessId, invitationId: id }).catch(() => null);
      if (!result) return notifyError(common("unexpectedError"));
      if (!result.ok) return notifyError(result.error);
      notifySuccess(invited("revokedTitle"));
      onChanged();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="grid gap-2 border-t pt-4">
      <h3 className="text-base font-semibold">{t("pendingTitle")}</h3>
      <ul className="divide-y" data-testid="invitations-list">
        {invitations.map((i) => (
          <li
            key={i.id}
            data-testid="invitation"
            data-email={i.email}
            className="flex flex-wrap items-center gap-3 py-2"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{i.email}</p>
              <p className="text-sm text-muted-foreground">
                {t("pendingExpires", { role: t(`roles.${i.role}`), date: i.expiresLabel })}
              </p>
            </div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t("revokeLabel", { email: i.email })}
              disabled={busy !== null}
              onClick={() => revoke(i.id)}
            >
              {t("revoke")}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
