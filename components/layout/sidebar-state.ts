// The desktop sidebar's open state: <html data-sidebar-state> is the source of truth (set before
// paint by the boot script), mirrored in the `sidebar_state` cookie for 7 days.
import { SIDEBAR_COOKIE_MAX_AGE, SIDEBAR_COOKIE_NAME, SIDEBAR_STATE_ATTR } from "./boot-script";

const listeners = new Set<() => void>();

export function subscribeSidebarState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getSidebarOpen(): boolean {
  return document.documentElement.getAttribute(SIDEBAR_STATE_ATTR) !== "collapsed";
}

/** What the server renders: expanded (the attribute corrects CSS before paint, React after hydration). */
export function getServerSidebarOpen(): boolean {
  return true;
}

export function setSidebarOpen(open: boolean): void {
  document.documentElement.setAttribute(SIDEBAR_STATE_ATTR, open ? "expanded" : "collapsed");
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  listeners.forEach((listener) => listener());
}
