import { getTranslations } from "@/lib/i18n/server";
import type { Caller } from "@/lib/data/caller";
import { getVerificationState } from "@/lib/data/accounts/verification";
import { VerificationForm } from "./verification-form";

/** The owner asks the operator for the 'Verificado' badge here; the state of the latest request is shown. */
export async function VerificationPanel({
  caller,
  businessId,
  isVerified,
}: {
  caller: Caller;
  businessId: string;
  isVerified: boolean;
}) {
  const t = await getTranslations("verification");
  const { state, reason } = isVerified
    ? { state: "approved" as const, reason: null }
    : await getVerificationState(caller, businessId);
  return (
    <section
      aria-labelledby="verification-title"
      className="grid gap-3 rounded-xl border p-4"
      data-testid="verification-panel"
    >
      <h2 id="verification-title" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {state === "approved" ? (
        <p role="status" data-testid="verification-state">
          {t("approved")}
        </p>
      ) : state === "pending" ? (
        <p role="status" data-testid="verification-state">
          {t("pending")}
        </p>
      ) : (
        <>
          {state === "rejected" && (
            <p role="status" className="text-destructive" data-testid="verification-state">
              {t("rejected", { reason: reason ?? "" })}
            </p>
          )}
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
          <VerificationForm businessId={businessId} />
        </>
      )}
    </section>
  );
}
