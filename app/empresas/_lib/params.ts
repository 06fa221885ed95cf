import { textParam } from "@/lib/domain/search";
import type { DirectorySort } from "@/lib/data/businesses";

export interface DirectoryParams {
  q: string;
  category: string;
  city: string;
  sort: DirectorySort;
  view: "grid" | "list";
}

type Raw = Record<string, string | string[] | undefined>;

/** Directory GET params; junk, arrays and unknown values fall back to the defaults. */
export function parseDirectoryParams(raw: Raw): DirectoryParams {
  return {
    q: textParam(raw.q),
    category: textParam(raw.category, 60),
    city: textParam(raw.city, 80),
    sort: textParam(raw.sort) === "az" ? "az" : "featured",
    view: textParam(raw.view) === "list" ? "list" : "grid",
  };
}

export function directoryHref(p: DirectoryParams): string {
  const s = new URLSearchParams();
  if (p.q) s.set("q", p.q);
  if (p.category) s.set("category", p.category);
  if (p.city) s.set("city", p.city);
  if (p.sort !== "featured") s.set("sort", p.sort);
  if (p.view !== "grid") s.set("view", p.view);
  const qs = s.toString();
  return qs ? `/empresas?${qs}` : "/empresas";
}
