import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { describedBy, FieldFrame, type FieldWiring } from "./field-frame";

type FormFieldProps = FieldWiring & ComponentProps<typeof Input>;

/** Label, input and its error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({ id, label, error, hint, className, ...input }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...input}
      />
    </FieldFrame>
  );
}
