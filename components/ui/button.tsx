import * as React from "react";
import { Slot } from "@/components/ui/slot";

import { cn } from "@/lib/utils";

// The base utilities live in the `.btn` class (app/styles/controls.css): buttons and button-styled
// links repeat on every card, and a 400-character class list each weighed ~12 KB on the home.
// Each variant and size is one class of the components layer (the same utilities as shadcn's), so
// utilities passed beside them win. A lookup, not class-variance-authority: two keys need no library
// in every page's JavaScript.
const VARIANTS = {
  default: "btn-primary",
  destructive: "btn-destructive",
  outline: "btn-outline",
  secondary: "btn-secondary",
  ghost: "btn-ghost",
  link: "btn-link",
  flash: "btn-flash",
} as const;
const SIZES = {
  default: "btn-md",
  sm: "btn-sm",
  lg: "btn-lg",
  icon: "btn-icon",
  "icon-sm": "btn-icon-sm",
  "icon-lg": "btn-icon-lg",
} as const;

interface ButtonVariants {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
}

function buttonVariants({ variant, size, className }: ButtonVariants & { className?: string } = {}): string {
  return cn("btn", VARIANTS[variant ?? "default"], SIZES[size ?? "default"], className);
}

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> &
  ButtonVariants & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? Slot : "button";

  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export { Button, buttonVariants };
