"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";
import { SheetClose } from "@/components/ui/sheet";
import { Button } from "@/components/ui/button";
import { ShoppingCart } from "@/components/ui/icons";
import { SEARCH_HREF } from "@/components/layout/nav-links";
import { CartContents } from "./cart-contents";
import { useCart } from "./cart-context";

/**
 * What the open cart sheet shows below its title: the lines, totals and 'Pagar', or the empty
 * state. Loaded with its messages when the sheet first opens (cart-sheet-loader.ts), so pages do
 * not carry it.
 */
export function CartSheetBody() {
  const { items } = useCart();
  return items.length > 0 ? <CartContents /> : <EmptyCart />;
}

function EmptyCart() {
  const t = useTranslations("cart");
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <ShoppingCart className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{t("empty")}</p>
      <p className="text-sm text-muted-foreground">{t("emptyHint")}</p>
      <SheetClose asChild>
        <Button asChild>
          <Link href={SEARCH_HREF}>{t("explore")}</Link>
        </Button>
      </SheetClose>
    </div>
  );
}
