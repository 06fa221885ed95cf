import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";

/**
 * The seller panel's notice for each business without FEL emitter data (the page reads which):
 * its sales cannot be invoiced (they read 'factura pendiente') until the owner completes it.
 */
export async function FelMissingNotice({ missing }: { missing: { id: string; name: string }[] }) {
  if (missing.length === 0) return null;
  const t = await getTranslations("felProfile");
  return (
    <div
      role="status"
      className="grid gap-1 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="fel-missing-notice"
    >
      <p className="font-medium">{t("missingNotice")}</p>
      <ul className="list-disc pl-5">
        {missing.map((b) => (
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
