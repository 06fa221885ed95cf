import { getFormatter, getTranslations } from "@/lib/i18n/server";
import { buttonVariants } from "@/components/ui/button";
import { getPayoutSettings, listPayouts } from "@/lib/ledger/data/payouts";
import { formatQuetzales } from "@/lib/domain/money";
import { requireAdmin } from "../_lib/require-admin";
import { Cell, Table } from "../pagos/_components/table";
import { MarkPayoutForm } from "./_components/mark-payout-form";
import { PayoutSettingsForm } from "./_components/payout-settings-form";

// /admin/pagos-a-negocios: the weekly runs' payouts, newest first. The operator downloads the
// bank batch (CSV of the payouts still to send), then marks each sent, paid with the bank's
// reference, or failed with the reason (the money returns to the business's balance). A payout
// held because its business's account changed after it was scheduled is not in the file, and
// says why here.
export default async function AdminPayoutsPage() {
  const caller = await requireAdmin();
  const [t, tHold, format, payouts, settings] = await Promise.all([
    getTranslations("admin.payouts"),
    getTranslations("payoutHold"),
    getFormatter(),
    listPayouts(caller, { limit: 300 }),
    getPayoutSettings(caller),
  ]);
  const held = payouts.filter((p) => p.heldReason && p.state === "programado").length;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t("hint")}</p>
      <section className="grid gap-2 rounded-xl border p-4">
        <h2 className="font-semibold">{t("settingsTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("settingsHint")}</p>
        <PayoutSettingsForm weekday={settings.weekday} minimumCents={settings.minimumCents} />
      </section>
      <div>
        <a
          href="/admin/pagos-a-negocios/csv"
          className={buttonVariants({ variant: "outline", size: "sm" })}
          data-testid="payout-batch-csv"
        >
          {t("batchCsv")}
        </a>
        {held > 0 ? (
          <p role="status" className="mt-2 text-sm text-amber-900" data-testid="payout-batch-held">
            {tHold("batchHeld", { count: held })}
          </p>
        ) : null}
      </div>
      {payouts.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <Table
          testId="admin-payouts"
          head={[t("business"), t("period"), t("amount"), t("state"), t("note"), t("actions")]}
        >
          {payouts.map((p) => (
            <tr key={p.id} className="border-b" data-testid={`payout-${p.id}`}>
              <Cell>{p.businessName}</Cell>
              <Cell>{format.dateTime(new Date(`${p.period}T12:00:00Z`), { dateStyle: "medium" })}</Cell>
              <Cell>{formatQuetzales(p.amountCents)}</Cell>
              <Cell>{t(`states.${p.state}`)}</Cell>
              <Cell>{p.heldReason ? tHold(p.heldReason) : (p.bankReference ?? p.failureReason ?? "")}</Cell>
              <Cell>
                {(p.state === "programado" && !p.heldReason) || p.state === "enviado" ? (
                  <MarkPayoutForm payoutId={p.id} sent={p.state === "enviado"} />
                ) : null}
              </Cell>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
