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
      className="nl-btn"
    >
      {label}
    </button>
  );
}
