"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { setMailLanguageAction } from "@/lib/actions/profile/set-mail-language";
import { LOCALES, type Locale } from "@/lib/i18n/locale";

/**
 * /perfil 'Idioma de tus correos': saved on choosing, put back if the server refused. Each option
 * names its language in that language ("Español", "English"), so a reader of either finds theirs.
 */
export function MailLanguageForm({ initial }: { initial: Locale }) {
  const t = useTranslations("profilePage.language");
  const [locale, setLocale] = useState<Locale>(initial);
  const [busy, setBusy] = useState(false);

  async function choose(next: Locale) {
    const previous = locale;
    setLocale(next);
    setBusy(true);
    try {
      const result = await setMailLanguageAction({ locale: next });
      if (result.ok) notifySuccess(t("saved"));
      else {
        setLocale(previous);
        notifyError(t("errorTitle"), result.error);
      }
    } catch {
      setLocale(previous);
      notifyError(t("errorTitle"), t("saveFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <fieldset className="grid gap-3" disabled={busy}>
      <legend className="mb-2 text-sm text-muted-foreground">{t("text")}</legend>
      {LOCALES.map((option) => (
        <label key={option} className="flex items-center gap-3 text-sm">
          <input
            type="radio"
            name="mail-language"
            value={option}
            className="size-4 accent-primary"
            checked={locale === option}
            onChange={() => void choose(option)}
          />
          <span lang={option === "en" ? "en" : "es"}>{t(option)}</span>
        </label>
      ))}
    </fieldset>
  );
}
