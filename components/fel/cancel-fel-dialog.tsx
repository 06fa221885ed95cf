"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { cancelFelDocumentAction } from "@/lib/actions/sellers/cancel-fel-document";

interface Props {
  /** The document; without one (the operator's form) the dialog asks for its id. */
  documentId?: string;
  /** 'FACT 1A2B-123' as the list shows it. */
  label?: string;
  /** An invoice may be re-issued to a corrected receptor; a credit note may not. */
  reissue: boolean;
}

/**
 * 'Anular' with its confirmation: the reason SAT records (required) and, for an invoice, the
 * corrected receptor of the invoice re-issued once it is cancelled. Cancelling cannot be undone,
 * hence the explicit check before the button works.
 */
export function CancelFelDialog({ documentId, label, reissue }: Props) {
  const t = useTranslations("felCancel");
  const common = useTranslations("common");
  const router = useRouter();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState({ documentId: documentId ?? "", reason: "", receptorId: "", receptorName: "" });
  const [understood, setUnderstood] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await cancelFelDocumentAction(form).catch(() => null);
      if (!result) return notifyError(common("unexpectedError"));
      if (!result.ok) return notifyError(t("failedTitle"), result.error);
      notifySuccess(t(result.data.reissued ? "doneReissue" : "done"));
      setOpen(false);
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  const field = "grid gap-1 text-sm";
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        data-testid={documentId ? `fel-cancel-${documentId}` : "fel-cancel-any"}
      >
        {documentId ? t("open") : t("adminTitle")}
      </Button>
      <DialogContent role="alertdialog" showCloseButton={false} data-testid="fel-cancel-dialog">
        <DialogHeader>
          <DialogTitle>{label ? t("title", { number: label }) : t("adminTitle")}</DialogTitle>
          <DialogDescription>{t("intro")}</DialogDescription>
        </DialogHeader>
        {!documentId && (
          <label className={field} htmlFor={`${ids}-doc`}>
            {t("documentId")}
            <Input id={`${ids}-doc`} value={form.documentId} onChange={set("documentId")} name="documentId" />
          </label>
        )}
        <label className={field} htmlFor={`${ids}-reason`}>
          {t("reason")}
          <textarea
            id={`${ids}-reason`}
            name="reason"
            required
            maxLength={255}
            rows={3}
            value={form.reason}
            onChange={set("reason")}
            className="rounded-md border bg-background px-3 py-2"
          />
          <span className="text-xs text-muted-foreground">{t("reasonHint")}</span>
        </label>
        {reissue && (
          <fieldset className="grid gap-2 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">{t("reissueTitle")}</legend>
            <p className="text-xs text-muted-foreground">{t("reissueHint")}</p>
            <label className={field} htmlFor={`${ids}-nit`}>
              {t("receptorId")}
              <Input id={`${ids}-nit`} name="receptorId" value={form.receptorId} onChange={set("receptorId")} />
            </label>
            <label className={field} htmlFor={`${ids}-name`}>
              {t("receptorName")}
              <Input id={`${ids}-name`} name="receptorName" value={form.receptorName} onChange={set("receptorName")} />
            </label>
          </fieldset>
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
          {t("confirmCheck")}
        </label>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy}>
              {t("cancel")}
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={busy || !understood || !form.reason.trim()}
            onClick={confirm}
            data-testid="fel-cancel-confirm"
          >
            {t("confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
