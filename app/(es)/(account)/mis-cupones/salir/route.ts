import { seeOther } from "@/lib/auth/see-other";
import { requestLocale } from "@/lib/i18n/request-locale";
import { localizeHref } from "@/lib/i18n/routing";

// SIGN_OUT_LANDING (components/layout/nav-links.ts): where sign-out lands before home. It is inside
// the voucher worker's scope (public/sw.js), so a phone that saved /mis-cupones for offline use
// deletes that copy and unregisters the worker on the way; without a worker it is a plain
// redirect. Signs no one out by itself (a GET never does).
// Home in the language of the page the visitor signed out from (the redirect keeps its Referer).
export async function GET() {
  return seeOther(localizeHref("/", await requestLocale()));
}
