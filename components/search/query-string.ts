/** A path with its non-empty parameters ("/buscar", { q: "pizza", page: 1 } -> "/buscar?q=pizza&page=1"). */
export function withParams(path: string, params: Record<string, string | number | undefined | null>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") qs.set(key, String(value));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

export type ResultsView = "grid" | "list";

/** A ?view= value: 'list' or the default grid. */
export function parseView(value: string | string[] | undefined): ResultsView {
  return (Array.isArray(value) ? value[0] : value) === "list" ? "list" : "grid";
}
