"use client";

import { useTransition, type FormEvent } from "react";

/**
 * Submits a plain (uncontrolled) form to a server action without losing what was typed. React 19
 * resets a form whose `action` is a function once the action finishes, so a refused save would
 * empty every field; submitting from `onSubmit` keeps the values. When the handler returns the
 * refused fields, the first of them (in the form's order) takes the focus, beside its message.
 */
export function useKeptForm(handler: (data: FormData) => Promise<Record<string, string> | undefined | void>) {
  const [pending, start] = useTransition();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    start(async () => {
      const refused = await handler(data);
      if (refused && Object.keys(refused).length > 0) focusFirstRefused(form, refused);
    });
  };
  return { pending, onSubmit };
}

function focusFirstRefused(form: HTMLFormElement, refused: Record<string, string>) {
  // After the error state renders, so the message is there when a screen reader lands on the field.
  requestAnimationFrame(() => {
    const field = Array.from(form.elements).find(
      (el): el is HTMLInputElement => "name" in el && typeof el.name === "string" && el.name in refused,
    );
    field?.focus();
  });
}

/** aria-invalid and aria-describedby for a field named `name` whose message has the id `${id}-error`. */
export function invalidProps(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}
