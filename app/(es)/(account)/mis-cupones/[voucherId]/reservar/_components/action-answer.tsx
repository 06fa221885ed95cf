import type { ActionResult } from "@/lib/actions/define-action";
import { cn } from "@/lib/utils";

/** A booking form's answer under it: the refusal's Spanish text, or what was done. */
export function ActionAnswer({ state }: { state: ActionResult<{ message: string }> | null }) {
  if (!state) return null;
  return (
    <p
      role={state.ok ? "status" : "alert"}
      data-testid={state.ok ? "booking-done" : "booking-error"}
      className={cn(
        "rounded-md px-3 py-2 text-sm",
        state.ok
          ? "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200"
          : "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
      )}
    >
      {state.ok ? state.data.message : state.error}
    </p>
  );
}
