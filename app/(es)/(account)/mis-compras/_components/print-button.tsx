"use client";

import { Printer } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";

/** The receipt's one island: the browser's print dialog (the page's print CSS keeps only the receipt). */
export function PrintButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      {label}
    </Button>
  );
}
