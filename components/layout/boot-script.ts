// Runs in <head> before first paint, so state kept in the browser never flashes on a static page.
// It only sets attributes on <html>; CSS (Tailwind `in-data-[...]` variants) reads them and React
// stores (sidebar-state.ts) start from them. Keep the consent check in step with
// parseCookieConsent in cookie-consent.ts.

export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const PROMO_BAR_KEY = "promoBarDismissed";
export const COOKIE_CONSENT_KEY = "cookie_consent_v1";

/** `<html data-sidebar-state="expanded|collapsed">` */
export const SIDEBAR_STATE_ATTR = "data-sidebar-state";
/** `<html data-promo-dismissed="true">` */
export const PROMO_DISMISSED_ATTR = "data-promo-dismissed";
/** `<html data-cookie-consent="accepted|rejected">`, absent while the banner must show. */
export const COOKIE_CONSENT_ATTR = "data-cookie-consent";

export const BOOT_SCRIPT = `(function(){var d=document.documentElement;
try{var m=document.cookie.match(/(?:^|;\\s*)${SIDEBAR_COOKIE_NAME}=(true|false)/);d.setAttribute("${SIDEBAR_STATE_ATTR}",m&&m[1]==="false"?"collapsed":"expanded")}catch(e){}
try{if(localStorage.getItem("${PROMO_BAR_KEY}")==="true")d.setAttribute("${PROMO_DISMISSED_ATTR}","true")}catch(e){}
try{var c=JSON.parse(localStorage.getItem("${COOKIE_CONSENT_KEY}")||"null");if(c&&(c.status==="accepted"||c.status==="rejected")&&typeof c.timestamp==="string"&&!isNaN(Date.parse(c.timestamp)))d.setAttribute("${COOKIE_CONSENT_ATTR}",c.status)}catch(e){}
})();`;
