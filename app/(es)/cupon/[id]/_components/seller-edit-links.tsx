"use client";

import { useEffect, useState } from "react";
import Link from "@/components/i18n/link";
import { Pencil } from "@/components/ui/icons";
import { useTranslations } from "next-intl";

import { useSessionHint } from "@/components/layout/use-session-hint";
import { canEditCouponAction } from "@/lib/actions/coupons/can-edit-coupon";

/**
 * The coupon's seller sees 'Editar'. The page is cached for everyone, so the answer is
 * asked per visitor after load, and only when the sign-in hint says someone is signed in (visitors
 * cost no request). 'Editar' opens the business profile, as it always did; 'Editar cupón' opens
 * the coupon itself. Its label comes from the server, so the page need not send the browser the
 * seller panel's ~3 KB of messages for it.
 */
export function SellerEditLinks({
  couponId,
  businessId,
  editCouponLabel,
}: {
  couponId: string;
  businessId: string;
  editCouponLabel: string;
}) {
  const t = useTranslations("couponPage");
  const hint = useSessionHint();
  const [canEdit, setCanEdit] = useState(false);

  useEffect(() => {
    if (!hint) return;
    let live = true;
    canEditCouponAction({ id: couponId })
      .then((result) => {
        if (live) setCanEdit(result.ok && result.data.canEdit);
      })
      .catch(() => {}); // no links is the safe answer
    return () => {
      live = false;
    };
  }, [hint, couponId]);

  if (!hint || !canEdit) return null;
  return (
    <>
      <Link
        href={`/negocio/${businessId}/editar`}
        className="inline-flex items-center gap-1 text-muted-foreground hover:underline"
      >
        <Pencil aria-hidden className="size-3.5" />
        {t("edit")}
      </Link>
      <Link
        href={`/vendedor/cupones/${couponId}/editar`}
        className="inline-flex items-center gap-1 text-muted-foreground hover:underline"
      >
        <Pencil aria-hidden className="size-3.5" />
        {editCouponLabel}
      </Link>
    </>
  );
}
