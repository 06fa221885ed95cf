// The filter above a tab of /admin/pagos: one select of the tab's states (plus "all"), any extra
// controls the tab needs, and a submit. A GET form, so the filter lives in the URL and a reload or a
// shared link shows the same rows; the tab's name rides along so the page reopens it.
import type { ReactNode } from "react";

interface Props {
  tab: string;
  /** The select's query key, its label and its current value ("" for all). */
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  allLabel: string;
  submitLabel: string;
  children?: ReactNode;
}

export function TabFilter({ tab, name, label, value, options, allLabel, submitLabel, children }: Props) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="tab" value={tab} />
      <label className="grid gap-1">
        {label}
        <select name={name} defaultValue={value} className="rounded-md border bg-background px-2 py-1">
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      {children}
      <button type="submit" className="rounded-md border px-3 py-1 hover:bg-muted">
        {submitLabel}
      </button>
    </form>
  );
}
