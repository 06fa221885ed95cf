import { getRequestConfig } from "next-intl/server";
import { compiledMessagesFor } from "./compiled-messages";
import { INTL_LOCALES, TIME_ZONE } from "./locale";
import { pageLocale } from "./page-locale";

export { LOCALE, TIME_ZONE } from "./locale";

// For next-intl's own server helpers, should anything call them: the page's language.
export default getRequestConfig(async () => {
  const locale = pageLocale();
  return { locale: INTL_LOCALES[locale], timeZone: TIME_ZONE, messages: compiledMessagesFor(locale) };
});
