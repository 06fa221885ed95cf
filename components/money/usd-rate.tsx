"use client";

import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { dollarsAt, type ExchangeRate } from "@/lib/domain/usd-price";

// Prices in quetzales with an approximation in dollars beside them: "Q250.00 (≈ US$32)". Money is
// always charged in quetzales; the dollars are a reading aid for visitors. English pages show them
// (their server render gives the rate through UsdRateProvider, so the figure is in the HTML); a
// visitor may turn them on for Spanish pages (DollarsToggle), and the shell's islands (the cart) on
// any page fetch the rate once from /api/tipo-de-cambio. No rate, or one too old: no dollars.

const RateContext = createContext<{ rate: ExchangeRate | null } | null>(null);

/** Given by an English page's server render: the fresh rate, or null (then no dollars anywhere below). */
export function UsdRateProvider({ rate, children }: { rate: ExchangeRate | null; children: ReactNode }) {
  return <RateContext value={{ rate }}>{children}</RateContext>;
}

const SHOW_DOLLARS = "showDollars";
let fetched: ExchangeRate | null | undefined;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function loadRate(): void {
  loading ??= fetch("/api/tipo-de-cambio")
    .then((res) => (res.ok ? (res.json() as Promise<{ rate: ExchangeRate | null }>) : { rate: null }))
    .then(({ rate }) => void (fetched = rate))
    .catch(() => void (fetched = null))
    .finally(notify);
}

// Storage can throw (private modes, a blocked origin): then dollars are simply off.
const dollarsChosen = () => {
  try {
    return localStorage.getItem(SHOW_DOLLARS) === "true";
  } catch {
    return false;
  }
};

/** The rate to show dollars with on this page, or null. */
export function useUsdRate(): ExchangeRate | null {
  const given = useContext(RateContext);
  const english = useLocale().startsWith("en");
  const chosen = useSyncExternalStore(subscribe, dollarsChosen, () => false);
  const wanted = !given && (english || chosen);
  const rate = useSyncExternalStore(
    subscribe,
    () => (wanted ? (fetched ?? null) : null),
    () => null,
  );
  useEffect(() => {
    if (wanted && fetched === undefined) loadRate();
  }, [wanted]);
  return given ? given.rate : rate;
}

/** " (≈ US$32)" after a quetzal price, when dollars are shown. */
export function UsdHint({ cents, className }: { cents: number; className?: string }) {
  const t = useTranslations("common");
  const rate = useUsdRate();
  // The server already judged the rate fresh (UsdRateProvider, /api/tipo-de-cambio).
  const dollars = rate ? dollarsAt(cents, rate.quetzalesPerDollar) : null;
  if (dollars === null) return null;
  return (
    <span className={className ?? "text-xs font-normal text-muted-foreground"}>{t("usdApprox", { dollars })}</span>
  );
}

/** Turns dollars on or off for the visitor's Spanish pages (remembered in this browser). */
export function DollarsToggle({ className }: { className?: string }) {
  const t = useTranslations("common");
  const chosen = useSyncExternalStore(subscribe, dollarsChosen, () => false);
  const english = useLocale().startsWith("en");
  if (english) return null;
  return (
    <button
      type="button"
      aria-pressed={chosen}
      className={className}
      onClick={() => {
        try {
          localStorage.setItem(SHOW_DOLLARS, chosen ? "false" : "true");
        } catch {
          // Not remembered: nothing to turn on.
        }
        notify();
      }}
    >
      {chosen ? t("hideDollars") : t("showDollars")}
    </button>
  );
}

/** At checkout, wherever dollars are shown (and on every English page): the charge is in quetzales. */
export function ChargedInQuetzalesNote() {
  const t = useTranslations("common");
  const rate = useUsdRate();
  const english = useLocale().startsWith("en");
  if (!rate && !english) return null;
  return (
    <p role="note" data-testid="charged-in-quetzales" className="text-sm text-muted-foreground">
      {t("chargedInQuetzales")}
    </p>
  );
}
