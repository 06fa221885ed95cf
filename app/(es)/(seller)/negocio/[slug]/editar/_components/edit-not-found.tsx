"use client";

import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";

/** A malformed business id -> 'ID inválido'; a well-formed but unknown id -> not found. */
export function EditNotFound({ invalid }: { invalid: boolean }) {
  const t = useTranslations("businessEdit");
  return (
    <div
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
      data-testid="business-edit-not-found"
    >
      <h1 className="text-2xl font-bold">{invalid ? t("invalidId") : t("notFound")}</h1>
      <p className="text-muted-foreground">{invalid ? t("invalidIdText") : t("notFoundText")}</p>
      <Link href="/empresas" className="text-primary hover:underline">
        {t("backToDirectory")}
      </Link>
    </div>
  );
}
