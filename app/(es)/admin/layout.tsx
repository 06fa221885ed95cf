import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { ClientMessages } from "@/components/layout/client-messages";
import { requireAdmin } from "./_lib/require-admin";

// The operator's section: per person, never cached, never indexed.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

const SECTIONS = [
  ["/admin", "overview"],
  ["/admin/verificaciones", "verifications"],
  ["/admin/reportes", "reports"],
  ["/admin/comisiones", "commissions"],
  ["/admin/pagos", "payments"],
  ["/admin/pagos-a-negocios", "payouts"],
  ["/admin/auditoria", "audit"],
  ["/admin/facturas", "fel"],
  ["/admin/trabajos", "jobs"],
] as const;

export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdmin();
  const t = await getTranslations("admin");
  return (
    <ClientMessages namespaces={["admin", "felCancel"]}>
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
        <header className="grid gap-3">
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <nav aria-label={t("title")} className="flex flex-wrap gap-2 text-sm">
            {SECTIONS.map(([href, key]) => (
              <Link key={href} href={href} className="rounded-full border px-3 py-1 hover:bg-muted">
                {t(`nav.${key}`)}
              </Link>
            ))}
          </nav>
        </header>
        {children}
      </div>
    </ClientMessages>
  );
}
