import { expect, type APIRequestContext } from "@playwright/test";

/** The server HTML of a path (no JavaScript runs), with its status. */
export async function fetchHtml(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(status);
  return res.text();
}

/** The HTML without <script> blocks: what a crawler reads as content (not the RSC payload). */
export function visibleHtml(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replace(/<!-- -->/g, "");
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
}

/** The first JSON-LD block of a schema.org type. */
export function jsonLdOfType(html: string, type: string): Record<string, unknown> {
  const block = jsonLdBlocks(html).find((b) => b["@type"] === type);
  expect(block, `JSON-LD ${type}`).toBeTruthy();
  return block as Record<string, unknown>;
}

/** Coupon links (/cupon/{uuid}) in order of appearance, de-duplicated. */
export function couponLinks(html: string): string[] {
  return [...new Set([...visibleHtml(html).matchAll(/href="(\/cupon\/[0-9a-f-]{36})"/g)].map((m) => m[1] as string))];
}

export function showing(html: string): { from: number; to: number; total: number } {
  const m = visibleHtml(html).match(/Mostrando (\d+)-(\d+) de (\d+) resultados/);
  expect(m, "'Mostrando …' text").toBeTruthy();
  return { from: Number(m![1]), to: Number(m![2]), total: Number(m![3]) };
}
