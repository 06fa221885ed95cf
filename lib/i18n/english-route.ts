import "server-only";
import { setPageLocale } from "./page-locale";

/**
 * A Spanish page's (layout's, generateMetadata's) function run as the English page's: the same
 * code, with the language set first, so every translator, link and canonical below it is English.
 * Next may render a page, its layouts and its metadata separately, hence one wrapper each.
 */
export function inEnglish<Args extends unknown[], Result>(
  render: (...args: Args) => Result,
): (...args: Args) => Result {
  return (...args: Args) => {
    setPageLocale("en");
    return render(...args);
  };
}
