"use client";

import Link from "@/components/i18n/link";

import { Icon, type SpriteIconName } from "@/components/ui/icons";
import { SidebarMenuButton, SidebarMenuItem } from "@/components/ui/sidebar";

/** [href, label, icon, colour]: what each sidebar entry needs, as a short tuple in the React payload. */
export type SidebarNavEntry = [href: string, label: string, icon: SpriteIconName, color?: string];

/**
 * The sidebar's entries, rendered on the server like the rest (crawlers read the links) but
 * described in the React payload by these tuples rather than by each entry's element tree
 * (~230 bytes less per entry, 16 entries on every page).
 */
export function SidebarNavLinks({ entries }: { entries: SidebarNavEntry[] }) {
  return entries.map(([href, label, icon, color]) => (
    <SidebarMenuItem key={href}>
      <SidebarMenuButton asChild tooltip={label}>
        <Link href={href}>
          <Icon name={icon} style={color ? { color } : undefined} />
          <span>{label}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  ));
}
