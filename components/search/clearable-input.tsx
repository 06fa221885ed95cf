"use client";

import { useState, type ComponentProps } from "react";
import { X } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";

interface ClearableInputProps extends Omit<ComponentProps<"input">, "value" | "onChange"> {
  clearLabel: string;
}

/** A text field with a clear button (SPEC 2: the search bar has clear buttons). */
export function ClearableInput({ clearLabel, defaultValue, className, ...props }: ClearableInputProps) {
  const [value, setValue] = useState(String(defaultValue ?? ""));
  return (
    <div className="relative">
      <Input {...props} value={value} onChange={(e) => setValue(e.target.value)} className={`pr-9 ${className ?? ""}`} />
      {value && (
        <button type="button" aria-label={clearLabel} onClick={() => setValue("")} className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground">
          <X className="h-4 w-4" aria-hidden />
        </button>
      )}
    </div>
  );
}
