"use client";

import type { CSSProperties, ReactNode } from "react";

import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

export interface SidebarMobileSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  width: string;
  children: ReactNode;
}

/** The sidebar below 768px: an off-canvas sheet (sidebar.tsx loads it on first open). */
export default function SidebarMobileSheet({
  open,
  onOpenChange,
  title,
  description,
  width,
  children,
}: SidebarMobileSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        data-slot="sidebar"
        data-mobile="true"
        side="left"
        className="w-(--sidebar-width-mobile) gap-0 bg-sidebar p-0 text-sidebar-foreground"
        style={{ "--sidebar-width-mobile": width } as CSSProperties}
      >
        <SheetHeader className="sr-only">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <div className="flex h-full w-full flex-col overflow-y-auto">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
