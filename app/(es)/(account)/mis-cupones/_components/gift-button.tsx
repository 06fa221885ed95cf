"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { codeText } from "@/components/forms/code-text";
import { FieldFrame } from "@/components/forms/field-frame";
import { FormField } from "@/components/forms/form-field";
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
import { giftVoucherAction } from "@/lib/actions/vouchers/gift-voucher";
import { GIFT_CHANNELS, GIFT_MESSAGE_MAX, giftVoucherSchemaFor, type GiftChannel } from "@/lib/domain/gifts";

/**
 * 'Regalar': by e-mail (the recipient's address, and we send the link) or by WhatsApp (no address:
 * the giver gets a wa.me link to send), and an optional message; checked by the server's own schema.
 */
export function GiftButton({ voucherId, title, ownEmail }: { voucherId: string; title: string; ownEmail: string }) {
  const t = useTranslations("myCoupons.gift");
  const common = useTranslations("common");
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Set when the gift went the WhatsApp way: the dialog then offers the wa.me link to send.
  const [whatsappUrl, setWhatsappUrl] = useState<string | null>(null);
  const [channel, setChannel] = useState<GiftChannel>("correo");

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      voucherId,
      channel,
      email: String(data.get("email") ?? ""),
      message: String(data.get("message") ?? ""),
    };
    const parsed = giftVoucherSchemaFor(ownEmail).safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        next[String(issue.path[0] ?? "_")] ??= codeText(issue.message, { "myCoupons.gift": t });
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await giftVoucherAction(input).catch(() => null);
      if (!result) return notifyError(common("unexpectedError"));
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        return notifyError(result.error);
      }
      notifySuccess(result.data.message);
      // The refresh replaces this button (the voucher now waits for its gift): after the link is used.
      if (result.data.whatsappUrl) return setWhatsappUrl(result.data.whatsappUrl);
      setOpen(false);
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next && whatsappUrl) router.refresh();
      }}
    >
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          setWhatsappUrl(null);
          setChannel("correo");
          setErrors({});
          setOpen(true);
        }}
      >
        {t("button")}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("dialogTitle")}</DialogTitle>
          <DialogDescription>
            {t(channel === "whatsapp" ? "dialogTextWhatsApp" : "dialogText", { title })}
          </DialogDescription>
        </DialogHeader>
        {whatsappUrl ? (
          <div className="grid gap-4">
            <p className="text-sm">{t("whatsAppText")}</p>
            <DialogFooter>
              <Button asChild>
                <a href={whatsappUrl} target="_blank" rel="noopener noreferrer" data-testid="gift-whatsapp">
                  {t("openWhatsApp")}
                </a>
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-label={t("dialogTitle")} className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t("channelLabel")}</legend>
              {GIFT_CHANNELS.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="channel"
                    value={option}
                    checked={channel === option}
                    onChange={() => {
                      setChannel(option);
                      setErrors({});
                    }}
                  />
                  {t(option === "correo" ? "channelEmail" : "channelWhatsApp")}
                </label>
              ))}
            </fieldset>
            {channel === "correo" ? (
              <FormField
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="off"
                label={t("emailLabel")}
                error={errors.email}
                required
              />
            ) : null}
            <FieldFrame
              id={`${id}-message`}
              label={t("messageLabel")}
              error={errors.message}
              hint={t("messageHelp", { max: GIFT_MESSAGE_MAX })}
            >
              <textarea
                id={`${id}-message`}
                name="message"
                rows={3}
                maxLength={GIFT_MESSAGE_MAX}
                aria-invalid={errors.message ? true : undefined}
                className="rounded-md border bg-transparent px-3 py-2 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
              />
            </FieldFrame>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={busy}>
                  {t("close")}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={busy}>
                {t(channel === "whatsapp" ? "submitWhatsApp" : "submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
