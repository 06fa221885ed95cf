"use client";

import { Search } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LAST_MINUTES_PATH } from "@/lib/domain/url-state/paths";
import { useLocalizedHref } from "@/components/i18n/use-localized-href";

// A GET form (it works without JavaScript). With JavaScript the search navigates in place and
// shows 'Cargando ofertas por vencer…' while the server renders the results. The route has no loading.tsx on
// purpose: its Suspense fallback would hide the server-rendered coupons from clients without
// JavaScript behind 'Cargando...'. The pushed URL is built here rather than with lastMinutesHref
// so this island does not bundle the URL-state module; the page parses it the same way.
export function LastMinutesSearch({ q }: { q: string }) {
  const t = useTranslations("lastMinutesPage");
  const localize = useLocalizedHref();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    startTransition(() =>
      router.push(localize(value ? `${LAST_MINUTES_PATH}?q=${encodeURIComponent(value)}` : LAST_MINUTES_PATH)),
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <form
        method="get"
        action={localize(LAST_MINUTES_PATH)}
        role="search"
        onSubmit={onSubmit}
        className="flex max-w-xl gap-2"
      >
        <label className="sr-only" htmlFor="last-minutes-q">
          {t("searchLabel")}
        </label>
        <span className="relative flex-1">
          <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            id="last-minutes-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={t("searchPlaceholder")}
            className="bg-background pl-8 text-foreground"
          />
        </span>
        <Button type="submit" variant="secondary" disabled={pending}>
          {t("search")}
        </Button>
      </form>
      {pending && (
        <p role="status" data-testid="last-minutes-loading" className="text-sm font-medium text-white">
          {t("loading")}
        </p>
      )}
    </div>
  );
}
