"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { changeMemberRoleAction } from "@/lib/actions/sellers/change-member-role";
import { removeMemberAction } from "@/lib/actions/sellers/remove-member";
import { ASSIGNABLE_ROLES, type BusinessRole } from "@/lib/domain/forms/members";
import { InviteMemberForm } from "./invite-member-form";
import { PendingInvitations, type PendingInvitationItem } from "./pending-invitations";

export interface MemberItem {
  userId: string;
  role: BusinessRole | "member";
  displayName: string | null;
  email: string | null;
  isSelf: boolean;
}

interface MembersPanelProps {
  businessId: string;
  members: MemberItem[];
  invitations: PendingInvitationItem[];
  canManage: boolean;
}

/**
 * The business team. Owners switch members between manager and editor, remove people, and invite
 * them by e-mail (open invitations listed with 'Revocar'); nobody is made an owner here, and the
 * server keeps the last owner (its message is shown as is). Other members see the list read-only.
 */
export function MembersPanel({ businessId, members, invitations, canManage }: MembersPanelProps) {
  const t = useTranslations("businessEdit.members");
  const seller = useTranslations("seller.members");
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  // Each change re-reads the list from the server (router.refresh) rather than guessing it here.
  const run = async (key: string, call: () => Promise<{ ok: boolean; error?: string }>, doneTitle: string) => {
    setBusy(key);
    try {
      const result = await call();
      if (!result.ok) return notifyError(result.error ?? "");
      notifySuccess(doneTitle);
      router.refresh();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="members-title" className="grid gap-4 rounded-xl border bg-card p-4 md:p-5">
      <h2 id="members-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {canManage ? null : <p className="text-sm text-muted-foreground">{t("ownersOnly")}</p>}
      <ul className="divide-y" data-testid="members-list">
        {members.map((m) => {
          const name = m.displayName ?? m.email ?? t("noName");
          return (
            <li
              key={m.userId}
              data-testid="member"
              data-email={m.email ?? undefined}
              className="flex flex-wrap items-center gap-3 py-3"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">
                  {name}
                  {m.isSelf ? <span className="ml-2 text-xs text-muted-foreground">({t("you")})</span> : null}
                </p>
                {m.email ? <p className="truncate text-sm text-muted-foreground">{m.email}</p> : null}
              </div>
              {m.role === "owner" || m.role === "member" || !canManage ? (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium" data-testid="member-role">
                  {t(`roles.${m.role}`)}
                </span>
              ) : (
                <>
                  <label className="sr-only" htmlFor={`role-${m.userId}`}>
                    {t("roleOf", { name })}
                  </label>
                  <select
                    id={`role-${m.userId}`}
                    value={m.role}
                    disabled={busy !== null}
                    onChange={(e) =>
                      run(
                        `role-${m.userId}`,
                        () => changeMemberRoleAction({ businessId, userId: m.userId, role: e.target.value }),
                        seller("roleChangedTitle"),
                      )
                    }
                    className="h-8 rounded-md border border-input bg-transparent px-2 text-sm"
                  >
                    {ASSIGNABLE_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {t(`roles.${r}`)}
                      </option>
                    ))}
                  </select>
                </>
              )}
              {canManage && m.role !== "member" ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={t("removeLabel", { name })}
                  disabled={busy !== null}
                  onClick={() =>
                    run(
                      `remove-${m.userId}`,
                      () => removeMemberAction({ businessId, userId: m.userId }),
                      seller("removedTitle"),
                    )
                  }
                >
                  {t("remove")}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canManage ? (
        <PendingInvitations businessId={businessId} invitations={invitations} onChanged={() => router.refresh()} />
      ) : null}
      {canManage ? <InviteMemberForm businessId={businessId} onInvited={() => router.refresh()} /> : null}
    </section>
  );
}
