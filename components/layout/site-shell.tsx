import type { ComponentType, ReactNode } from "react";
import type { ShellViewProps } from "./shell-frame";
import { footerRights } from "./site-footer";

/**
 * The frame of every page: promo bar, headers, sidebar, page content in <main id="contenido">,
 * footer (lg+), mobile bottom bar, cookie banner and toaster. One client view draws it
 * (shell-frame.tsx) with its fixed words and lists bundled per language (shell-data.ts); the root
 * layout names which (ShellView or EnglishShellView), so a page's chunks hold one language's words.
 * The server only adds what changes: the footer's year line.
 */
export async function SiteShell({ View, children }: { View: ComponentType<ShellViewProps>; children: ReactNode }) {
  return <View rights={await footerRights()}>{children}</View>;
}
