import "server-only";
import { rawMessage } from "./messages";
import { pageLocale } from "./page-locale";

/**
 * An achievement as the page's language names it. The database holds the Spanish title and
 * description (the rows the loyalty SQL unlocks); messages/en.json's achievementTexts holds their
 * English, by code. An achievement without an English text keeps its Spanish.
 */
export function localizedAchievement<T extends { code: string; title: string; description: string }>(a: T): T {
  if (pageLocale() === "es") return a;
  const title = rawMessage(`achievementTexts.${a.code}.title`, "en");
  const description = rawMessage(`achievementTexts.${a.code}.description`, "en");
  return typeof title === "string" && typeof description === "string" ? { ...a, title, description } : a;
}

/** An achievement's title as the activity feed gives it (the Spanish one), in the page's language. */
export function localizedAchievementTitle(spanishTitle: string): string {
  if (pageLocale() === "es") return spanishTitle;
  const texts = rawMessage("achievementTexts", "es") as Record<string, { title: string }>;
  const code = Object.keys(texts).find((key) => texts[key]!.title === spanishTitle);
  const english = code && rawMessage(`achievementTexts.${code}.title`, "en");
  return typeof english === "string" ? english : spanishTitle;
}
