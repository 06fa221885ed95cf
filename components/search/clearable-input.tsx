"use client";

import { useState, type ComponentProps, type MouseEvent } from "react";
import Link from "@/components/i18n/link";
import { X } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";

interface ClearableInputProps extends Omit<ComponentProps<"input">, "value" | "onChange"> {
  clearLabel: string;
  /**
   * The page without this field's search. When given, the clear control is a link there, so a
   * search already in the URL is undone with or without JavaScript (emptying the box alone would
   * leave its results, or its empty state, on screen).
   */
  clearHref?: string;
}

const clearClass = "absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground";

/** A text field with a clear button. */
export function ClearableInput({ clearLabel, clearHref, defaultValue, className, ...props }: ClearableInputProps) {
  const initial = String(defaultValue ?? "");
  const [value, setValue] = useState(initial);
  // Text typed but not sent yet: nothing on screen depends on it, emptying the box is enough.
  const clearLocally = (event: MouseEvent) => {
    if (initial) return;
    event.preventDefault();
    setValue("");
  };
  return (
    <div className="relative">
      <Input
        {...props}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className={`pr-9 ${className ?? ""}`}
      />
      {value &&
        (clearHref ? (
          <Link href={clearHref} aria-label={clearLabel} onClick={clearLocally} className={clearClass}>
            <X className="h-4 w-4" aria-hidden />
          </Link>
        ) : (
          <button type="button" aria-label={clearLabel} onClick={() => setValue("")} className={clearClass}>
            <X className="h-4 w-4" aria-hidden />
          </button>
        ))}
    </div>
  );
}
