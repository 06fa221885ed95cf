"use client";

import { toast } from "@/components/feedback/toast";

/**
 * SPEC Home: 'Suscribirse' has no backend yet. Rather than pretend, it says so in a toast and
 * sends nothing (it is a plain button, not a form submit, so the e-mail never leaves the page).
 */
export function NewsletterButton({ label, message }: { label: string; message: string }) {
  return (
    <button
      type="button"
      onClick={() => toast.info(message)}
      className="inline-flex h-11 shrink-0 items-center justify-center rounded-lg bg-flash px-5 font-semibold text-flash-foreground hover:brightness-105"
    >
      {label}
    </button>
  );
}
