import type { ReactNode } from "react";
import { ShellView } from "./shell-view";
import { footerRights } from "./site-footer";

/**
 * The frame of every page: promo bar, headers, sidebar, page content in <main id="contenido">,
 * footer (lg+), mobile bottom bar, cookie banner and toaster. One client view draws it
 * (shell-view.tsx); its fixed words and lists are bundled with it (shell-data.ts), so the server
 * only adds what changes: the footer's year line.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  return <ShellView rights={await footerRights()}>{children}</ShellView>;
}
