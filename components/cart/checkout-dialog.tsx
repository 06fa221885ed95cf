"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
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
import { placeOrderAction } from "@/lib/actions/orders/place-order";
import { codeText, wordedResolver } from "@/components/forms/code-text";
import { checkoutSchema, emptyCheckout, type CheckoutInput, type CheckoutValues } from "@/lib/domain/checkout";
import { formatQuetzales } from "@/lib/domain/money";
import { applicableCreditCents } from "@/lib/domain/loyalty-rules";
import { CartTotalsList } from "./cart-totals";
import { CheckoutFields } from "./checkout-fields";
import { useCart } from "./cart-context";
import { OPEN_CART_PARAM } from "./cart-url-opener";
import { QuoteNotices } from "./quote-notices";
import { useCheckoutQuote } from "./use-checkout-quote";

// Back to the home with the cart open once signed in (CartUrlOpener reads the parameter).
const SIGN_IN_HREF = `/auth?next=${encodeURIComponent(`/?${OPEN_CART_PARAM}=1`)}`;
const SUCCESS_HREF = "/pago-exitoso";

type Phase = "idle" | "processing" | "success";

/**
 * Checkout: idle -> processing ('Procesando...') -> success (toast, cart cleared,
 * /pago-exitoso) or back to idle with the error toast. Mounted only while open, so each opening
 * gets a fresh quote and one idempotency key that every retry and double click reuses
 * (one order however often the button is pressed).
 */
export function CheckoutDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("checkout");
  const tCart = useTranslations("cart");
  const router = useRouter();
  const { items, totals, remove, clear } = useCart();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [phase, setPhase] = useState<Phase>("idle");
  const busy = useRef(false);
  const form = useForm<CheckoutInput, unknown, CheckoutValues>({
    resolver: wordedResolver(zodResolver(checkoutSchema), (code) => codeText(code, { checkout: t })),
    defaultValues: emptyCheckout(),
  });

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

  const pay = async (values: CheckoutValues) => {
    if (busy.current || blocked) return;
    busy.current = true;
    setPhase("processing");
    let result: ActionResult<{ orderId: string; voucherCount: number }>;
    try {
      // The total on the button: the order is written only at this total, never another one.
      const cart = items.map((i) => ({ couponId: i.id, quantity: i.quantity }));
      result = await placeOrderAction({
        idempotencyKey,
        items: cart,
        expectedTotalCents: totals.totalCents,
        ...values,
      });
    } catch {
      result = { ok: false, error: t("failed") }; // network down or the server unreachable
    }
    if (result.ok) {
      setPhase("success");
      toast.success(t("successTitle"), { description: t("successDescription", { n: result.data.voucherCount }) });
      clear();
      onClose();
      router.push(SUCCESS_HREF);
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
  const invalid = (errors: Partial<Record<keyof CheckoutInput, { message?: string }>>) =>
    toast.error(Object.keys(errors).length === 1 && errors.nit?.message ? errors.nit.message : t("invalid"));
  const processing = phase !== "idle";

  return (
    <Dialog open onOpenChange={(open) => !open && !processing && onClose()}>
      <DialogContent className="max-h-[92svh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <QuoteNotices quote={quote} onRemove={(ids) => ids.forEach(remove)} />
        {items.length === 0 ? (
          <p className="text-center font-semibold">{tCart("empty")}</p>
        ) : (
          <form
            onSubmit={(event) => void form.handleSubmit(pay, invalid)(event)}
            className="flex flex-col gap-4"
            aria-busy={processing}
          >
            <CheckoutFields control={form.control} disabled={processing} />
            <CartTotalsList totals={totals} creditCents={creditCents} />
            <DialogFooter>
              <Button type="button" variant="outline" disabled={processing} onClick={onClose}>
                {t("cancel")}
              </Button>
              <Button type="submit" disabled={processing || blocked}>
                {processing ? t("processing") : t("pay", { total: formatQuetzales(payableCents) })}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
