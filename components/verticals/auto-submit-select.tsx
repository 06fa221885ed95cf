"use client";
import type { ComponentProps } from "react";

/** A select that submits its GET form on change; without JavaScript the form's button does it. */
export function AutoSubmitSelect(props: ComponentProps<"select">) {
  return <select {...props} onChange={(e) => e.currentTarget.form?.requestSubmit()} />;
}
