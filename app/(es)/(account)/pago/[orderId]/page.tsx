import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AccountPrompt } from "@/components/account/account-prompt";
import { ClientMessages } from "@/components/layout/client-messages";
import { getSession } from "@/lib/auth/session";
import { afterPaymentBookingLinks } from "@/lib/bookings/after-payment";
import { getOrderPaymentStatus } from "@/lib/payments/data/hosted-checkout";
import { isUuid } from "@/lib/domain/uuid";
import { getTranslations } from "@/lib/i18n/server";
import { PaymentReturn } from "./_components/payment-return";

// Where the payment provider sends the buyer back: the order's state as the webhook has left it,
// asked again by the island until it is final. Only the buyer sees it (another person's order, like
// an id that is not one, is a 404). The page never pays or releases anything by itself.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("paymentReturn");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

interface PageProps {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function PaymentReturnPage({ params, searchParams }: PageProps) {
  const [t, { user, caller }, { orderId }, query] = await Promise.all([
    getTranslations("paymentReturn"),
    getSession(),
    params,
    searchParams,
  ]);
  if (!user || caller.role !== "authenticated") {
    const back = `/pago/${encodeURIComponent(orderId)}${query.cancelado === "1" ? "?cancelado=1" : ""}`;
    return (
      <AccountPrompt
        title={t("signedOutTitle")}
        text={t("signedOutText")}
        cta={t("signIn")}
        href={`/auth?next=${encodeURIComponent(back)}`}
      />
    );
  }
  if (!isUuid(orderId)) notFound();
  const status = await getOrderPaymentStatus(caller, orderId);
  if (!status) notFound();
  // Vouchers exist once the order is paid; the island asks for this page again when it becomes so.
  const bookings = status.status === "paid" ? await afterPaymentBookingLinks(caller, orderId) : null;
  return (
    <ClientMessages namespaces={["paymentReturn"]}>
      <PaymentReturn
        initial={{ ...status, reservedUntil: status.reservedUntil?.toISOString() ?? null }}
        cancelled={query.cancelado === "1"}
        bookings={bookings}
      />
    </ClientMessages>
  );
}
