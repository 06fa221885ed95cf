import Link from "@/components/i18n/link";
import { getFormatter, getTranslations } from "@/lib/i18n/server";
import type { VoucherBooking } from "@/lib/bookings/data/bookings";
import type { MyVoucher } from "@/lib/data/orders/vouchers";
import { formatCode } from "@/lib/domain/voucher-code";
import { canGiftVoucher } from "@/lib/domain/gifts";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";
import { CancelGiftButton } from "./cancel-gift-button";
import { GiftButton } from "./gift-button";
import { RefundButton } from "./refund-button";
import { VoucherBookingLine } from "./voucher-booking";
import { voucherQrDataUri } from "./voucher-qr";

const STATE_STYLE = {
  vigente: "bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300",
  canjeado: "bg-muted text-muted-foreground",
  vencido: "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300",
  reembolsado: "bg-muted text-muted-foreground",
} as const;

const DATE = { dateStyle: "long", timeStyle: "short" } as const;

/** One voucher: state, grouped code with its QR, coupon and business links, expiry and redemption. */
export async function VoucherCard({
  voucher: v,
  ownEmail,
  appleWallet,
  googleWallet,
  booking = null,
}: {
  voucher: MyVoucher;
  /** The live booking of a "Requiere reserva" voucher. */
  booking?: VoucherBooking | null;
  ownEmail: string;
  /** Apple Wallet passes are configured (lib/wallet/apple-config.ts): offer the pass. */
  appleWallet: boolean;
  /** Google Wallet save links are configured (lib/wallet/google-save.ts). */
  googleWallet: boolean;
}) {
  const [t, format, qr] = await Promise.all([getTranslations("myCoupons"), getFormatter(), voucherQrDataUri(v.code)]);
  const code = formatCode(v.code);
  const expires = format.dateTime(new Date(v.expiresAt), DATE);
  const giftable = canGiftVoucher({ state: v.state, giftPending: v.pendingGift !== null });
  return (
    <article
      data-testid="voucher"
      data-state={v.state}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:flex-row"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- an inline data: SVG drawn on the server; nothing for the optimiser */}
      <img
        src={qr}
        alt={t("qrAlt", { code })}
        width={144}
        height={144}
        className={cn(
          "size-36 shrink-0 self-center rounded-md border bg-white p-1",
          v.state !== "vigente" && "opacity-40",
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", STATE_STYLE[v.state])}>
            {t(`state_${v.state}`)}
          </span>
          {v.gift && (
            <span
              data-testid="voucher-gift"
              className="rounded-full bg-pink-100 px-2.5 py-0.5 text-xs font-semibold text-pink-800 dark:bg-pink-950 dark:text-pink-300"
            >
              {t("giftFrom", { name: v.gift.giverName ?? t("giftFromSomeone") })}
            </span>
          )}
        </div>
        <h3 className="text-lg leading-tight font-semibold">
          <Link href={`/cupon/${v.couponId}`} className="hover:underline">
            {v.couponTitle}
          </Link>
        </h3>
        {v.businessName && (
          <p className="text-sm text-muted-foreground">
            {v.businessSlug ? (
              <Link href={`/negocio/${v.businessSlug}`} className="hover:underline">
                {v.businessName}
              </Link>
            ) : (
              v.businessName
            )}
          </p>
        )}
        <p className="mt-1">
          <span className="text-xs text-muted-foreground uppercase">{t("code")}</span>{" "}
          {/* Grouped 4-4-4 in a fixed-width face: read aloud or typed at the counter without mistakes. */}
          <code
            className="rounded bg-muted px-2 py-1 font-mono text-base font-bold tracking-widest"
            data-testid="voucher-code"
          >
            {code}
          </code>
        </p>
        <ul className="text-sm text-muted-foreground">
          {v.state === "canjeado" && v.redeemedAt ? (
            <li>{t("redeemed", { date: format.dateTime(new Date(v.redeemedAt), DATE) })}</li>
          ) : v.state === "reembolsado" && v.refundedAt ? (
            <li>{t("refunded", { date: format.dateTime(new Date(v.refundedAt), DATE) })}</li>
          ) : (
            <li>{v.state === "vencido" ? t("expired", { date: expires }) : t("expires", { date: expires })}</li>
          )}
          <li>
            {t(v.gift ? "received" : "ordered", {
              date: format.dateTime(new Date(v.orderedAt), { dateStyle: "medium" }),
            })}
          </li>
          {v.refundableUntil && (
            <li>{t("refundUntil", { date: format.dateTime(new Date(v.refundableUntil), DATE) })}</li>
          )}
          {v.pendingGift && (
            <li data-testid="voucher-pending-gift">
              {v.pendingGift.email ? t("pendingGift", { email: v.pendingGift.email }) : t("pendingGiftWhatsApp")}
            </li>
          )}
        </ul>
        {v.requiresBooking && v.state === "vigente" && !v.pendingGift && (
          <VoucherBookingLine voucherId={v.id} title={v.couponTitle} booking={booking} />
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {/* A plain link: the route answers with an attachment, so the page stays where it is. */}
          <a
            href={`/mis-cupones/pdf/${v.id}`}
            download
            aria-label={t("downloadPdfLabel", { code })}
            data-testid="voucher-pdf"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {t("downloadPdf")}
          </a>
          {appleWallet && v.state === "vigente" && (
            <a
              href={`/mis-cupones/wallet/${v.id}`}
              data-testid="voucher-apple-wallet"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {t("addToAppleWallet")}
            </a>
          )}
          {googleWallet && v.state === "vigente" && (
            <a
              href={`/mis-cupones/google-wallet/${v.id}`}
              data-testid="voucher-google-wallet"
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {t("saveToGoogleWallet")}
            </a>
          )}
          {v.pendingGift ? (
            <CancelGiftButton giftId={v.pendingGift.id} />
          ) : (
            giftable && <GiftButton voucherId={v.id} title={v.couponTitle} ownEmail={ownEmail} />
          )}
          {v.refundableUntil && <RefundButton voucherId={v.id} title={v.couponTitle} />}
        </div>
      </div>
    </article>
  );
}
