"use client";

import { useState } from "react";
import { Minus, Plus, Trash2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { CartItem } from "@/lib/domain/cart";
import { formatQuetzales } from "@/lib/domain/money";
import { useCart } from "./cart-context";

/** One cart line: image, title, unit price, a quantity stepper with its input, remove. */
export function CartLine({ item }: { item: CartItem }) {
  const t = useTranslations("cart");
  const { setQuantity, remove } = useCart();
  // What is being typed: an emptied box is not yet a quantity (it would remove the line), so it
  // stays local until a number arrives, and reverts on blur.
  const [draft, setDraft] = useState<string | null>(null);

  const onType = (value: string) => {
    const n = Number.parseInt(value, 10);
    if (value.trim() === "" || Number.isNaN(n)) {
      setDraft(value);
      return;
    }
    setDraft(null);
    setQuantity(item.id, n); // 0 or less removes the line
  };

  return (
    <li className="flex gap-3 py-3" data-testid="cart-line" data-id={item.id}>
      {/* eslint-disable-next-line @next/next/no-img-element -- small local illustrations, same as the cards */}
      <img
        src={item.image ?? "/images/coupons/default.svg"}
        alt=""
        width={64}
        height={48}
        className="h-12 w-16 shrink-0 rounded-md bg-muted object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="line-clamp-2 text-sm font-medium" data-testid="cart-line-title">
              {item.title}
            </p>
            <p className="text-xs text-muted-foreground">
              {t("unitPrice", { price: formatQuetzales(item.priceCents) })}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("remove", { title: item.title })}
            onClick={() => remove(item.id)}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon-sm"
              aria-label={t("decrease", { title: item.title })}
              onClick={() => setQuantity(item.id, item.quantity - 1)}
            >
              <Minus aria-hidden />
            </Button>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              aria-label={t("quantity", { title: item.title })}
              value={draft ?? String(item.quantity)}
              onChange={(e) => onType(e.target.value)}
              onBlur={() => setDraft(null)}
              className="h-8 w-14 [appearance:textfield] text-center [&::-webkit-inner-spin-button]:appearance-none"
            />
            <Button
              variant="outline"
              size="icon-sm"
              aria-label={t("increase", { title: item.title })}
              onClick={() => setQuantity(item.id, item.quantity + 1)}
            >
              <Plus aria-hidden />
            </Button>
          </div>
          <span className="text-sm font-semibold" data-testid="cart-line-total">
            {formatQuetzales(item.priceCents * item.quantity)}
          </span>
        </div>
      </div>
    </li>
  );
}
