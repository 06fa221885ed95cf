"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** 'No se pudieron cargar las empresas.', with a retry, when the directory read fails. */
export default function DirectoryError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("directoryPage");
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col items-center gap-4 px-4 py-16 text-center" role="alert">
      <p className="text-lg font-medium">{t("error")}</p>
      <Button onClick={reset}>{t("retry")}</Button>
    </div>
  );
}
