import { LogOut } from "@/components/ui/icons";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { SIGN_OUT_ACTION } from "./nav-links";

/** Sign-out is a plain POST form (works before hydration); the route handler comes with accounts. */
export function SignOutForm({
  label,
  className,
  variant = "ghost",
}: {
  label: string;
  className?: string;
  variant?: "ghost" | "outline";
}) {
  return (
    <form method="post" action={SIGN_OUT_ACTION} className={className}>
      <Button type="submit" variant={variant} size="sm" className={cn(variant === "ghost" && "w-full justify-start")}>
        <LogOut aria-hidden="true" />
        {label}
      </Button>
    </form>
  );
}
