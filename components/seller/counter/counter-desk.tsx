"use client";
// The counter (/vendedor/canjear): scan or type a code, see the confirm card, "Canjear" once.
// Every step asks the server: the card comes from the counter's lookup and the redemption from
// redeem_voucher, which takes the voucher's row lock, so two phones never both redeem one voucher.
// No connection, no redemption: the buttons wait for the network and say so.
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { lookupVoucherAction } from "@/lib/actions/sellers/lookup-voucher";
import { redeemVoucherAction } from "@/lib/actions/sellers/redeem-voucher";
import { ConfirmCard, type VoucherCard } from "./confirm-card";
import { signal } from "./feedback";
import { QrScanner } from "./qr-scanner";
import { useOnline } from "./use-online";

type Outcome = { ok: boolean; text: string } | null;

interface CounterDeskProps {
  /** The card of the link a member opened (/v/{code} -> ?codigo=), looked up by the page. */
  initial: { code: string; card: VoucherCard } | null;
  /** Why that link shows no card (another business's voucher, an unknown code). */
  initialError: string | null;
}

export function CounterDesk({ initial, initialError }: CounterDeskProps) {
  const t = useTranslations("sellerPanel.counter");
  const online = useOnline();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState(initial);
  const [branchId, setBranchId] = useState(initial?.card.branches.length === 1 ? initial.card.branches[0]!.id : null);
  const [outcome, setOutcome] = useState<Outcome>(initialError ? { ok: false, text: initialError } : null);

  const say = (ok: boolean, text: string) => {
    setOutcome({ ok, text });
    signal(ok ? "ok" : "refused");
  };

  const lookUp = async (scanned: string) => {
    if (!navigator.onLine) return say(false, t("offline"));
    setBusy(true);
    setOutcome(null);
    setFound(null);
    try {
      const result = await lookupVoucherAction({ scanned });
      if (!result.ok) return say(false, result.fieldErrors?.scanned ?? result.error);
      const { code, card } = result.data;
      if (card.kind !== "voucher") return say(false, t("notFound"));
      setFound({ code, card });
      setBranchId(card.branches.length === 1 ? card.branches[0]!.id : null);
      signal(card.state === "valido" ? "scanned" : "refused");
    } catch {
      say(false, navigator.onLine ? t("unexpected") : t("offline"));
    } finally {
      setBusy(false);
    }
  };

  const redeem = async () => {
    if (!found) return;
    if (!navigator.onLine) return say(false, t("offline"));
    setBusy(true);
    try {
      const result = await redeemVoucherAction({ code: found.code, branchId: branchId ?? undefined });
      if (result.ok) {
        say(true, result.data.message);
        setFound(null);
      } else say(false, result.fieldErrors?.code ?? result.error);
    } catch {
      say(false, navigator.onLine ? t("unexpected") : t("offline"));
    } finally {
      setBusy(false);
    }
  };

  const submitTyped = (e: FormEvent) => {
    e.preventDefault();
    void lookUp(typed);
  };
  const needsBranch = found !== null && found.card.branches.length > 1 && branchId === null;

  return (
    <div className="grid gap-6">
      {!online && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 font-medium text-destructive" data-testid="offline">
          {t("offline")}
        </p>
      )}
      <QrScanner onCode={lookUp} onForeign={() => say(false, t("notAVoucher"))} disabled={busy || !online} />
      <form noValidate onSubmit={submitTyped} className="grid gap-2" aria-label={t("typedForm")}>
        <FormField
          id="counter-code"
          label={t("typedTitle")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          className="max-w-sm"
        />
        <Button
          type="submit"
          variant="outline"
          disabled={busy || !online || !typed.trim()}
          className="justify-self-start"
        >
          {busy && !found ? t("looking") : t("lookUp")}
        </Button>
      </form>
      {found && (
        <div className="grid gap-3">
          <ConfirmCard code={found.code} card={found.card} branchId={branchId} onBranch={setBranchId} />
          <div className="flex flex-wrap gap-2">
            {found.card.state === "valido" && (
              <Button type="button" size="lg" onClick={redeem} disabled={busy || !online || needsBranch}>
                {busy ? t("redeeming") : t("redeem")}
              </Button>
            )}
            <Button type="button" variant="outline" onClick={() => setFound(null)}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      )}
      <p
        role="status"
        data-testid="counter-outcome"
        data-ok={outcome ? String(outcome.ok) : undefined}
        className={`text-lg font-semibold ${outcome?.ok === false ? "text-destructive" : "text-primary"}`}
      >
        {outcome?.text}
      </p>
    </div>
  );
}
