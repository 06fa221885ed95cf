import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

// The base utilities live in the `.btn` class (app/globals.css): buttons and button-styled links
// repeat on every card, and a 400-character class list each weighed ~12 KB on the home.
const buttonVariants = cva("btn", {
  variants: {
    // Each variant and size is one class of app/globals.css (same utilities as shadcn's): a
    // button-styled link on every card spelled its ~100 characters out in the HTML and again in
    // React's payload. Utilities passed beside them still win (those classes sit in the
    // components layer), as tailwind-merge made them win before.
    variant: {
      default: "btn-primary",
      destructive: "btn-destructive",
      outline: "btn-outline",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      link: "btn-link",
      flash: "btn-flash",
    },
    size: {
      default: "btn-md",
      sm: "btn-sm",
      lg: "btn-lg",
      icon: "btn-icon",
      "icon-sm": "btn-icon-sm",
      "icon-lg": "btn-icon-lg",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
  },
});

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? Slot.Root : "button";

  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export { Button, buttonVariants };
