"use client";

// shadcn's sidebar, adapted: the desktop open state lives on <html data-sidebar-state> (set before
// paint from the `sidebar_state` cookie, see components/layout/boot-script.ts), so the root layout
// stays static and collapsed pages never flash. Collapsed styles are CSS variants on that attribute.
import * as React from "react";
import dynamic from "next/dynamic";
import { Slot } from "@/components/ui/slot";
import { PanelLeft as PanelLeftIcon } from "@/components/ui/icons";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { useSidebarTooltip } from "@/components/ui/sidebar-tooltip";
import { useIsMobile } from "@/components/layout/use-mobile";
import { useModShortcut } from "@/components/layout/use-mod-shortcut";
import {
  getServerSidebarOpen,
  getSidebarOpen,
  setSidebarOpen,
  subscribeSidebarState,
} from "@/components/layout/sidebar-state";

// The mobile off-canvas sheet (Radix Dialog) loads the first time it opens.
const SidebarMobileSheet = dynamic(() => import("./sidebar-mobile-sheet"), { ssr: false });

const SIDEBAR_WIDTH = "16rem";
const SIDEBAR_WIDTH_MOBILE = "18rem";
const SIDEBAR_WIDTH_ICON = "3rem";
const SIDEBAR_KEYBOARD_SHORTCUT = "b";

interface SidebarContextProps {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = React.createContext<SidebarContextProps | null>(null);

function useSidebar() {
  const context = React.useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider.");
  return context;
}

function SidebarProvider({ className, style, children, ...props }: React.ComponentProps<"div">) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = React.useState(false);
  const open = React.useSyncExternalStore(subscribeSidebarState, getSidebarOpen, getServerSidebarOpen);

  const toggleSidebar = React.useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setSidebarOpen(!getSidebarOpen());
  }, [isMobile]);

  useModShortcut(SIDEBAR_KEYBOARD_SHORTCUT, toggleSidebar);

  const state = open ? "expanded" : "collapsed";
  const contextValue = React.useMemo<SidebarContextProps>(
    () => ({ state, open, setOpen: setSidebarOpen, isMobile, openMobile, setOpenMobile, toggleSidebar }),
    [state, open, isMobile, openMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={contextValue}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            "--sidebar-width": SIDEBAR_WIDTH,
            "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE,
            "--sidebar-width-icon": SIDEBAR_WIDTH_ICON,
            ...style,
          } as React.CSSProperties
        }
        className={cn("group/sidebar-wrapper flex w-full", className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/** Desktop: an in-flow sticky column (16rem, 3rem collapsed). Below 768px: an 18rem off-canvas sheet. */
function Sidebar({
  className,
  children,
  title,
  description,
  ...props
}: React.ComponentProps<"aside"> & { title: string; description: string }) {
  const { isMobile, openMobile, setOpenMobile } = useSidebar();
  // Mounted from the first opening on (and kept, so the sheet can animate closed).
  const [mobileShown, setMobileShown] = React.useState(false);
  if (openMobile && !mobileShown) setMobileShown(true);

  return (
    <>
      <aside
        data-slot="sidebar"
        className={cn(
          "sticky top-0 hidden h-svh w-(--sidebar-width) shrink-0 flex-col self-start overflow-hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear md:flex",
          "md:in-data-[sidebar-state=collapsed]:w-(--sidebar-width-icon)",
          className,
        )}
        {...props}
      >
        {children}
      </aside>
      {isMobile && mobileShown ? (
        <SidebarMobileSheet
          open={openMobile}
          onOpenChange={setOpenMobile}
          title={title}
          description={description}
          width={SIDEBAR_WIDTH_MOBILE}
        >
          {children}
        </SidebarMobileSheet>
      ) : null}
    </>
  );
}

function SidebarTrigger({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { toggleSidebar, open, isMobile, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-expanded={isMobile ? openMobile : open}
      className={cn("size-8", className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon />
    </Button>
  );
}

function SidebarHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-header" className={cn("sidebar-header", className)} {...props} />;
}

function SidebarFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-footer" className={cn("mt-auto flex flex-col gap-2 p-2", className)} {...props} />;
}

function SidebarContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        "flex min-h-0 flex-1 flex-col gap-1 overflow-x-hidden overflow-y-auto md:in-data-[sidebar-state=collapsed]:overflow-hidden",
        className,
      )}
      {...props}
    />
  );
}

function SidebarGroup({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="sidebar-group" className={cn("relative flex w-full min-w-0 flex-col p-2", className)} {...props} />
  );
}

function SidebarGroupLabel({
  className,
  asChild = false,
  ...props
}: React.ComponentProps<"div"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "div";
  return <Comp data-slot="sidebar-group-label" className={cn("sb-label", className)} {...props} />;
}

function SidebarMenu({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul data-slot="sidebar-menu" className={cn("flex w-full min-w-0 flex-col gap-1", className)} {...props} />;
}

function SidebarMenuItem({ className, ...props }: React.ComponentProps<"li">) {
  return <li data-slot="sidebar-menu-item" className={cn("relative", className)} {...props} />;
}

// Utilities in the `.sb-btn` class (app/globals.css): 17 entries in every page's HTML.
const sidebarMenuButtonClass = "sb-btn";

/** A menu entry; `tooltip` shows its name beside the icon when the desktop sidebar is collapsed. */
function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: React.ComponentProps<"button"> & { asChild?: boolean; isActive?: boolean; tooltip?: string }) {
  const Comp = asChild ? Slot : "button";
  const { isMobile, state } = useSidebar();
  const { handlers, describedBy, tip } = useSidebarTooltip(tooltip, state === "collapsed" && !isMobile);
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(sidebarMenuButtonClass, className)}
      aria-describedby={describedBy}
      {...(tooltip ? handlers : {})}
      {...props}
    />
  );
  if (!tooltip) return button;
  return (
    <>
      {button}
      {tip}
    </>
  );
}

export {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
};
