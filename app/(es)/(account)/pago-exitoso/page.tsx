import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { CalendarClock, CircleCheck, Clock, QrCode, Ticket } from "@/components/ui/icons";
import { getTranslations } from "@/lib/i18n/server";
import { Button } from "@/components/ui/button";
import { createMetadata } from "@/lib/seo/metadata";
import { AfterPaymentIsland } from "@/components/bookings/after-payment-island";

// The page after a successful checkout. Static: the order itself is shown in /mis-cupones, so
// this page reads nothing and is rendered once at build. Kept out of search results (and robots.txt).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("purchaseSuccess");
  return createMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/pago-exitoso",
    noIndex: true,
  });
}

export default async function PurchaseSuccessPage() {
  const [t, tBooking] = await Promise.all([
    getTranslations("purchaseSuccess"),
    getTranslations("bookingPicker.afterPayment"),
  ]);
  const steps = [
    {
      icon: Ticket,
      text: t.rich("stepVouchers", {
        link: () => (
          <Link href="/mis-cupones" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t("stepVouchersLink")}
          </Link>
        ),
      }),
    },
    { icon: QrCode, text: t("stepShow") },
    { icon: Clock, text: t("stepDeadline") },
    // Static (no order is read here): the per-voucher 'Reservar tu horario' links come from the
    // island below once in the browser, and are on /mis-cupones and the provider's return page.
    {
      icon: CalendarClock,
      text: tBooking.rich("hint", {
        link: () => (
          <Link href="/mis-cupones" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t("stepVouchersLink")}
          </Link>
        ),
      }),
    },
  ];

  return (
    <article className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-12 text-center">
      <CircleCheck aria-hidden className="size-16 text-primary" />
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="text-lg text-muted-foreground">{t("lead")}</p>
      <section aria-labelledby="next-steps" className="w-full rounded-xl border bg-card p-6 text-left shadow-sm">
        <h2 id="next-steps" className="mb-4 text-xl font-semibold">
          {t("nextSteps")}
        </h2>
        <ol className="flex flex-col gap-4">
          {steps.map(({ icon: Icon, text }, index) => (
            <li key={index} className="flex items-start gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{text}</span>
            </li>
          ))}
        </ol>
      </section>
      <AfterPaymentIsland />
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link href="/perfil">{t("profile")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">{t("home")}</Link>
        </Button>
      </div>
    </article>
  );
}
