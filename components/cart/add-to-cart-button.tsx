"use client";

import { ShoppingCart } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { toast } from "@/components/feedback/toast";
import { Button } from "@/components/ui/button";
import { useCartSheet } from "@/components/layout/cart-sheet";
import type { CartLineInput } from "@/lib/domain/cart";
import { useCart } from "./cart-context";

interface AddToCartButtonProps {
  item: CartLineInput;
  label: string;
  className?: string;
}

/**
 * Coupon detail 'Comprar este cupón': adds one unit, opens the cart and says so in a toast.
 * Sold-out coupons never get this button (the page renders 'Agotado' instead), and the order
 * action refuses them anyway.
 */
export function AddToCartButton({ item, label, className }: AddToCartButtonProps) {
  const t = useTranslations("cart");
  const { add } = useCart();
  const { setOpen } = useCartSheet();
  return (
    <Button
      type="button"
      size="lg"
      className={className}
      data-testid="add-to-cart"
      onClick={() => {
        add(item, 1);
        setOpen(true);
        toast.success(t("addedTitle"), { description: t("addedDescription", { title: item.title }) });
      }}
    >
      <ShoppingCart aria-hidden="true" />
      {label}
    </Button>
  );
}
