"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useCartSheet } from "@/components/layout/cart-sheet";
import { CartLine } from "./cart-line";
import { CartTotalsList } from "./cart-totals";
import { useCart } from "./cart-context";

/** The sheet's body when the cart has lines: the lines, the totals with IVA and 'Pagar'. */
export function CartContents() {
  const t = useTranslations("cart");
  const { items, totals, openCheckout } = useCart();
  const { setOpen } = useCartSheet();

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ul aria-label={t("lines")} className="flex-1 divide-y overflow-y-auto px-4" data-testid="cart-lines">
        {items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t p-4">
        <CartTotalsList totals={totals} />
        <Button
          size="lg"
          className="w-full"
          onClick={() => {
            // One modal at a time: the checkout dialog takes the sheet's place.
            setOpen(false);
            openCheckout();
          }}
        >
          {t("checkout")}
        </Button>
      </div>
    </div>
  );
}
