import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

// Native <select> and <textarea> with the same label/error wiring as components/forms/form-field.tsx:
// the project has no shadcn select or textarea, and native controls need no client JS to work.

const CONTROL =
  "w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

interface Wiring {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function Frame({ id, label, error, hint, className, children }: Wiring & { children: ReactNode }) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({ id, label, error, hint, className, options, ...select }: Wiring & ComponentProps<"select"> & { options: readonly SelectOption[] }) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={cn(CONTROL, "h-9")} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function TextareaField({ id, label, error, hint, className, ...textarea }: Wiring & ComponentProps<"textarea">) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea id={id} rows={3} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={cn(CONTROL, "py-2")} {...textarea} />
    </Frame>
  );
}
