"use client";

import { useTranslations } from "next-intl";
import { ErrorScreen } from "./error-screen";

/**
 * Any page that fails below a root layout, in the page's language, with a retry and a way home
 * (`home`: the language's home), so a failure never leaves a blank page. app/(es)/error.tsx and
 * app/en/error.tsx.
 */
export function RootError({
  error,
  reset,
  home,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  home: string;
}) {
  const t = useTranslations("errorPage");
  const text = {
    title: t("title"),
    description: t("description"),
    retry: t("retry"),
    home: t("home"),
    reference: error.digest ? t("reference", { ref: error.digest }) : null,
  };
  return <ErrorScreen text={text} onRetry={reset} home={home} />;
}
