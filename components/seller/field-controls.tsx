import type { ComponentProps } from "react";
import { describedBy, FieldFrame as Frame, type FieldWiring as Wiring } from "@/components/forms/field-frame";
import { cn } from "@/lib/utils";

// Native <select> and <textarea> in the same frame as components/forms/form-field.tsx:
// the project has no shadcn select or textarea, and native controls need no client JS to work.

const CONTROL =
  "w-full min-w-0 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  options,
  ...select
}: Wiring & ComponentProps<"select"> & { options: readonly SelectOption[] }) {
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(CONTROL, "h-9 py-1")}
        {...select}
      >
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
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(CONTROL, "py-2")}
        {...textarea}
      />
    </Frame>
  );
}
