"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { respondInvitationAction } from "@/lib/actions/sellers/respond-invitation";
import type { AssignableRole } from "@/lib/domain/forms/members";

export interface InvitationItem {
  id: string;
  businessName: string;
  role: AssignableRole;
  invitedByName: string | null;
  /** Formatted on the server (Guatemala's clock). */
  expiresLabel: string;
}

/** Invitations to join a business addressed to this account: nobody joins without 'Aceptar'. */
export function BusinessInvitations({ invitations }: { invitations: InvitationItem[] }) {
  const t = useTranslations("profilePage.invitations");
  const roles = useTranslations("businessEdit.members.roles");
  const invited = useTranslations("seller.invitations");
  const common = useTranslations("common");
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  const respond = async (id: string, accept: boolean) => {
    setBusy(id);
    try {
      const result = await respondInvitationAction({ invitationId: id, accept }).catch(() => null);
      if (!result) return notifyError(common("unexpectedError"));
      if (!result.ok) notifyError(result.error);
      else notifySuccess(invited(accept ? "acceptedTitle" : "declinedTitle"));
      router.refresh();
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="divide-y" data-testid="my-invitations">
      {invitations.map((i) => {
        const values = { business: i.businessName, role: roles(i.role).toLowerCase(), inviter: i.invitedByName ?? "" };
        return (
          <li key={i.id} data-testid="my-invitation" className="flex flex-wrap items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium">{i.invitedByName ? t("text", values) : t("textNoInviter", values)}</p>
              <p className="text-sm text-muted-foreground">{t("expires", { date: i.expiresLabel })}</p>
            </div>
            <Button
              type="button"
              size="sm"
              aria-label={t("acceptLabel", values)}
              disabled={busy !== null}
              onClick={() => respond(i.id, true)}
            >
              {t("accept")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t("declineLabel", values)}
              disabled={busy !== null}
              onClick={() => respond(i.id, false)}
            >
              {t("decline")}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
