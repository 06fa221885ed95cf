// Calls a server action the way a client that skips the UI would: its id from this build's manifest,
// a POST with the Next-Action header from a signed-in page (so the session cookie and the origin are
// the browser's own). Answers the response body (React's flight text, with the action's answer in it).
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

type Manifest = { node: Record<string, { filename?: string; exportedName?: string }> };

/** The action id of `exportedName` in `filename`, as the production build in .next registered it. */
export function actionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as Manifest;
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename === filename && entry.exportedName === exportedName,
  );
  if (!found) throw new Error(`no server action ${exportedName} in ${filename} in this build`);
  return found[0];
}

export async function postAction(page: Page, id: string, input: unknown): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ([actionId, body]) => {
      const response = await fetch(location.pathname, {
        method: "POST",
        headers: { "Next-Action": actionId, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component" },
        body,
      });
      return { status: response.status, text: await response.text() };
    },
    [id, JSON.stringify([input])] as const,
  );
}
