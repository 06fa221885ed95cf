"use client";

import type { ComponentProps } from "react";

/** A sort <select> that submits its GET form on change; the form's button covers no-JavaScript. */
export function SortSelect(props: Omit<ComponentProps<"select">, "onChange">) {
  return <select {...props} onChange={(e) => e.currentTarget.form?.requestSubmit()} />;
}
