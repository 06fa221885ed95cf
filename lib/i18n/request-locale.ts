import "server-only";
import { cookies, headers } from "next/headers";
import { isLocale, LOCALE_COOKIE, type Locale } from "./locale";
import { localeOfPath } from "./routing";

/**
 * The language of the page a POST came from (a server action, the sign-in link's confirm button,
 * the sign-out form): its Referer's path, else the visitor's choice (the locale cookie).
 */
export async function requestLocale(): Promise<Locale> {
  try {
    const referer = (await headers()).get("referer");
    if (referer && URL.canParse(referer)) return localeOfPath(new URL(referer).pathname);
    const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
    return isLocale(chosen) ? chosen : "es";
  } catch {
    // Outside a request (a script calling an action): Spanish, as everywhere else.
    return "es";
  }
}
