"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "@/components/feedback/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ActionResult } from "@/lib/actions/define-action";
import { checkoutModeAction } from "@/lib/actions/orders/checkout-mode";
import { placeOrderAction } from "@/lib/actions/orders/place-order";
import { startHostedCheckoutAction } from "@/lib/actions/orders/start-hosted-checkout";
import { CONSUMIDOR_FINAL } from "@/lib/domain/nit";
import type { CheckoutMode } from "@/lib/domain/checkout";
import { DEFAULT_CF_LIMIT_CENTS } from "@/lib/domain/fel/cf-limit";
import { formatQuetzales } from "@/lib/domain/money";
import { ChargedInQuetzalesNote } from "@/components/money/usd-rate";
import { useLocalizedHref } from "@/components/i18n/use-localized-href";
import { applicableCreditCents } from "@/lib/domain/loyalty-rules";
import { CardCheckoutForm, HostedCheckoutForm } from "./checkout-forms";
import { CheckoutSummary } from "./checkout-summary";
import { useCart } from "./cart-context";
import { OPEN_CART_PARAM } from "./cart-url-opener";
import { QuoteNotices } from "./quote-notices";
import { useCheckoutQuote } from "./use-checkout-quote";

// Back to the home with the cart open once signed in (CartUrlOpener reads the parameter).
const SIGN_IN_HREF = `/auth?next=${encodeURIComponent(`/?${OPEN_CART_PARAM}=1`)}`;
const SUCCESS_HREF = "/pago-exitoso";

type Phase = "idle" | "processing" | "success";
type OrderPart = {
  idempotencyKey: string;
  items: { couponId: string; quantity: number }[];
  expectedTotalCents: number;
};
/** A hosted checkout answers the provider's page in `url` (null when credit paid it all). */
type Placed = { orderId: string; voucherCount: number; url?: string | null };

export interface CheckoutDialogProps {
  onClose: () => void;
  /** Said by the server when the dialog loaded (checkout-loader.ts); null when it could not be asked. */
  mode: CheckoutMode | null;
  /** At or above this total the factura needs a NIT or CUI (SAT); the action checks it again. */
  cfLimitCents?: number;
}

/**
 * Checkout: idle -> processing ('Procesando...') -> success (toast, cart cleared,
 * /pago-exitoso) or back to idle with the error toast. With a hosted provider the form has no card
 * fields and success sends the browser to the provider's page (the cart stays until the order is
 * paid). Mounted only while open, so each opening gets a fresh quote and one idempotency key that
 * every retry and double click reuses (one order however often the button is pressed).
 */
export function CheckoutDialog({
  onClose,
  mode: loadedMode,
  cfLimitCents = DEFAULT_CF_LIMIT_CENTS,
}: CheckoutDialogProps) {
  const t = useTranslations("checkout");
  const tCart = useTranslations("cart");
  const router = useRouter();
  const localize = useLocalizedHref();
  const { items, totals, remove, clear } = useCart();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [mode, setMode] = useState(loadedMode);
  const [phase, setPhase] = useState<Phase>("idle");
  const busy = useRef(false);

  // The action wrapper marks a visitor's answer with code "sign_in_required": sign in, then come back.
  const handleSignIn = (result: Extract<ActionResult, { ok: false }>) => {
    if (result.code !== "sign_in_required") return false;
    toast.info(result.error);
    onClose();
    router.push(SIGN_IN_HREF);
    return true;
  };
  const quote = useCheckoutQuote(handleSignIn);
  // Credit comes off the order's total in the database (never more than the subtotal); the
  // expected total sent stays the priced one, the charged one is this.
  const creditCents = applicableCreditCents(quote.creditBalanceCents, totals.subtotalCents);
  const payableCents = totals.totalCents - creditCents;
  const blocked = items.length === 0 || quote.status === "checking" || quote.unavailable.length > 0;
  // The invoice's total is the priced one (credit is a way of paying it, not a discount).
  const needsReceptor = totals.totalCents >= cfLimitCents;
  const cfLimitText = t("cfLimit", { limit: formatQuetzales(cfLimitCents) });

  const submit = async (nit: string, send: (order: OrderPart) => Promise<ActionResult<Placed>>) => {
    if (busy.current || blocked) return;
    // 'CF' at or above the limit never leaves the dialog: the SAT's reason; the buyer types a NIT.
    if (needsReceptor && nit === CONSUMIDOR_FINAL) return void toast.error(cfLimitText);
    busy.current = true;
    setPhase("processing");
    let result: ActionResult<Placed>;
    try {
      // The total on the button: the order is written only at this total, never another one.
      const cart = items.map((i) => ({ couponId: i.id, quantity: i.quantity }));
      result = await send({ idempotencyKey, items: cart, expectedTotalCents: totals.totalCents });
    } catch {
      result = { ok: false, error: t("failed") }; // network down or the server unreachable
    }
    if (result.ok && result.data.url) {
      // Off to the provider's page; the button stays busy until the browser leaves.
      window.location.assign(result.data.url);
      return;
    }
    if (result.ok) {
      setPhase("success");
      toast.success(t("successTitle"), { description: t("successDescription", { n: result.data.voucherCount }) });
      clear();
      onClose();
      // The order rides along: the page's island offers booking links for its vouchers.
      router.push(localize(`${SUCCESS_HREF}?pedido=${result.data.orderId}`));
      return;
    }
    busy.current = false;
    setPhase("idle");
    if (handleSignIn(result)) return;
    if (result.code === "price_changed") toast.warning(t("pricesUpdatedTitle"), { description: result.error });
    else toast.error(t("failed"), { description: result.error === t("failed") ? undefined : result.error });
    // A failure may mean stock or prices moved: the re-quote takes the new prices into the cart,
    // lists what changed and puts the new total on the button before the shopper pays again.
    quote.refresh();
  };

  // A wrong NIT alone gets its own message (the field shows it too); anything else the spec's one.
  const invalid = (errors: Partial<Record<string, { message?: string }>>) =>
    toast.error(Object.keys(errors).length === 1 && errors.nit?.message ? errors.nit.message : t("invalid"));
  const processing = phase !== "idle";
  // The forms pass the NIT as typed, for the summary's receptor line.
  const footer = (label: string) =>
    function renderFooter(nit: string) {
      return (
        <>
          <CheckoutSummary items={items} totals={totals} creditCents={creditCents} nit={nit} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={processing} onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={processing || blocked}>
              {processing ? t("processing") : label}
            </Button>
          </DialogFooter>
        </>
      );
    };
  const total = formatQuetzales(payableCents);
  const askMode = () =>
    checkoutModeAction({})
      .then((r) => (r.ok ? setMode(r.data.mode) : toast.error(t("modeFailed"))))
      .catch(() => toast.error(t("modeFailed")));

  return (
    <Dialog open onOpenChange={(open) => !open && !processing && onClose()}>
      <DialogContent className="max-h-[92svh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{mode === "hosted" ? t("hostedDescription") : t("description")}</DialogDescription>
        </DialogHeader>
        <ChargedInQuetzalesNote />
        <QuoteNotices quote={quote} onRemove={(ids) => ids.forEach(remove)} />
        {needsReceptor && items.length > 0 ? (
          <p role="note" data-testid="checkout-cf-limit" className="rounded-md border bg-muted/40 p-3 text-sm">
            {cfLimitText}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p className="text-center font-semibold">{tCart("empty")}</p>
        ) : mode === "card" ? (
          <CardCheckoutForm
            processing={processing}
            footer={footer(t("pay", { total }))}
            onInvalid={invalid}
            onPay={(values) => void submit(values.nit, (order) => placeOrderAction({ ...order, ...values }))}
          />
        ) : mode === "hosted" ? (
          <HostedCheckoutForm
            processing={processing}
            footer={footer(t("payHosted", { total }))}
            onInvalid={invalid}
            onPay={(values) => void submit(values.nit, (order) => startHostedCheckoutAction({ ...order, ...values }))}
          />
        ) : (
          // Which form to show is the server's to say; without its answer no card field is shown.
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>{t("modeFailed")}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void askMode()}>
              {t("retry")}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
