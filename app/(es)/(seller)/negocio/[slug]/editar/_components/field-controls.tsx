import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

// The select and textarea twins of components/forms/form-field.tsx (same label, error and
// aria wiring), styled like components/ui/input.tsx: shadcn has no native select or textarea here.

const CONTROL =
  "w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50 md:text-sm";

interface Wiring {
  id: string;
  label: ReactNode;
  error?: string;
  className?: string;
}

function Shell({ id, label, error, className, children }: Wiring & { children: ReactNode }) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({ id, label, error, className, children, ...select }: Wiring & ComponentProps<"select">) {
  return (
    <Shell id={id} label={label} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(CONTROL, "h-9 py-1")}
        {...select}
      >
        {children}
      </select>
    </Shell>
  );
}

export function TextareaField({ id, label, error, className, ...textarea }: Wiring & ComponentProps<"textarea">) {
  return (
    <Shell id={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(CONTROL, "min-h-24 py-2")}
        {...textarea}
      />
    </Shell>
  );
}
