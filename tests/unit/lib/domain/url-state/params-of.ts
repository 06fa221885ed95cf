import type { RawParams } from "@/lib/domain/url-state/fields";

/** An href's path and its query as Next.js hands it to a page (repeated keys as arrays). */
export function paramsOf(href: string): { path: string; params: RawParams } {
  const url = new URL(href, "http://localhost");
  const params: RawParams = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    params[key] = all.length > 1 ? all : all[0];
  }
  return { path: url.pathname, params };
}

/** Query strings that must never break a page: repeated, oversized, control characters, junk. */
export const MALFORMED: RawParams[] = [
  { page: "-3", sort: "nope", view: "x", cat: ["a", "b"] },
  { page: "abc", sort: ["relevancia", "x"], sub: "../../etc" },
  { page: "9999999", sort: "%00", view: "LIST", q: ["", "x"] },
  { sort: "DROP TABLE coupons", cat: "\u0000", loc: "\u0007" },
];
