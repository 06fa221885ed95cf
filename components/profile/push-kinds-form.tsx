"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { notifyError } from "@/components/feedback/notify";
import { setPushKindAction } from "@/lib/actions/push/set-push-kind";
import { PUSH_KINDS, type PushKind } from "@/lib/wallet/rules/push-kinds";

/**
 * /perfil 'Avisos en tu teléfono': each kind of phone notice on or off, for every device the shopper
 * turned push on (in the notifications drawer). Saved per tick; the inbox keeps every notice.
 */
export function PushKindsForm({ initialOff, devices }: { initialOff: PushKind[]; devices: number }) {
  const t = useTranslations("profilePage.push");
  const [off, setOff] = useState<ReadonlySet<PushKind>>(new Set(initialOff));
  const [busy, setBusy] = useState<PushKind | null>(null);

  const apply = (kind: PushKind, enabled: boolean) =>
    setOff((current) => {
      const next = new Set(current);
      if (enabled) next.delete(kind);
      else next.add(kind);
      return next;
    });

  // Shown at once (a checkbox must follow the tap), put back if the server refused.
  async function toggle(kind: PushKind, enabled: boolean) {
    apply(kind, enabled);
    setBusy(kind);
    try {
      const result = await setPushKindAction({ kind, enabled });
      if (!result.ok) {
        apply(kind, !enabled);
        notifyError(t("errorTitle"), result.error);
      }
    } catch {
      apply(kind, !enabled);
      notifyError(t("errorTitle"), t("saveFailed"));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{devices > 0 ? t("devices", { count: devices }) : t("noDevices")}</p>
      <ul className="grid gap-2">
        {PUSH_KINDS.map((kind) => (
          <li key={kind}>
            <label className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={!off.has(kind)}
                disabled={busy === kind}
                onChange={(event) => void toggle(kind, event.currentTarget.checked)}
              />
              {t(`kind_${kind}`)}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
