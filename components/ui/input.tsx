import * as React from "react";

import { cn } from "@/lib/utils";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      // .input-field (app/styles/panels.css): utilities passed beside it win.
      className={cn("input-field", className)}
      {...props}
    />
  );
}

export { Input };
