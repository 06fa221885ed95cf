import Link from "next/link";
import { getTranslations } from "@/lib/i18n/server";
import type { Caller } from "@/lib/data/caller";
import { businessesWithoutFelProfile } from "@/lib/data/fel-profiles";

/**
 * The seller panel's notice for each business without FEL emitter data: its sales cannot be
 * invoiced (they read 'factura pendiente') until the owner completes it on the edit page.
 */
export async function FelMissingNotice({
  caller,
  businesses,
}: {
  caller: Caller;
  businesses: { id: string; name: string }[];
}) {
  const missing = new Set(
    await businessesWithoutFelProfile(
      caller,
      businesses.map((b) => b.id),
    ),
  );
  if (missing.size === 0) return null;
  const t = await getTranslations("felProfile");
  return (
    <div
      role="status"
      className="grid gap-1 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="fel-missing-notice"
    >
      <p className="font-medium">{t("missingNotice")}</p>
      <ul className="list-disc pl-5">
        {businesses
          .filter((b) => missing.has(b.id))
          .map((b) => (
            <li key={b.id}>
              {b.name}:{" "}
              <Link href={`/negocio/${b.id}/editar#facturacion`} className="font-medium underline underline-offset-2">
                {t("completeLink")}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
