"use client";

import { useTranslations } from "next-intl";
import { ErrorScreen } from "@/components/feedback/error-screen";

/**
 * Any page that fails below the root layout: Spanish, with a retry and a way home, so a failure
 * never leaves a blank or English page.
 */
export default function RootError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  const text = {
    title: t("title"),
    description: t("description"),
    retry: t("retry"),
    home: t("home"),
    reference: error.digest ? t("reference", { ref: error.digest }) : null,
  };
  return <ErrorScreen text={text} onRetry={reset} />;
}
