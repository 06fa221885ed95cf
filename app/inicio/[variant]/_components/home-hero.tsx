import { Search } from "lucide-react";
import { getTranslations } from "next-intl/server";

/** SPEC Home: search hero. The form works without JavaScript (a GET to /buscar). */
export async function HomeHero() {
  const t = await getTranslations("home");
  return (
    <section className="rounded-2xl bg-gradient-to-br from-primary to-emerald-800 px-6 py-10 text-primary-foreground md:px-10 md:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight md:text-5xl">{t("heroTitle")}</h1>
      <p className="mt-3 max-w-2xl text-base opacity-90 md:text-lg">{t("heroSubtitle")}</p>
      <form action="/buscar" method="get" role="search" className="mt-6 flex max-w-2xl gap-2">
        <label htmlFor="hero-q" className="sr-only">{t("searchLabel")}</label>
        <input
          id="hero-q"
          name="q"
          type="search"
          maxLength={100}
          placeholder={t("searchPlaceholder")}
          className="h-12 min-w-0 flex-1 rounded-xl border-0 bg-white px-4 text-base text-foreground shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-white/40"
        />
        <button type="submit" className="inline-flex h-12 shrink-0 items-center gap-2 rounded-xl bg-flash px-4 md:px-5 font-semibold text-flash-foreground shadow-sm hover:brightness-105">
          <Search className="size-5" aria-hidden />
          {t("searchButton")}
        </button>
      </form>
    </section>
  );
}
