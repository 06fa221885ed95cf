"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

// The 'Last minutes' error state: 'Error al cargar cupones' (the message stays generic: server
// errors are not shown to shoppers).
export default function LastMinutesError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("lastMinutesPage");
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-lg font-semibold text-destructive">{t("error")}</p>
      <Button variant="outline" onClick={reset}>
        {t("retry")}
      </Button>
    </div>
  );
}
