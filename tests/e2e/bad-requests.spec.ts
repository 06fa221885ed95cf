// Malformed server action requests, for real: a production server of this build (its own, so its
// log can be read) gets the bodies a fuzzer sends - not JSON, truncated, empty, over the size
// limit, a 20,000-deep array, references to parts never sent, multipart garbage, an empty or
// broken Origin - with a real action's id and with ids that are no action. Each is answered 4xx
// (lib/net/action-request-guard.ts) and none writes an error to the log; a well-formed call
// still runs. The catalogue is not seeded: no call here needs it, and the start is then ~15 s.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { localOrigin, ownEmbeddedServer } from "./helpers/production-server";

const PORT = 3326;
const origin = localOrigin(PORT);

/** The id of an action of this build (ids change with every build). */
function actionId(exportedName: string): string {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf-8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName)?.[0];
  if (!id) throw new Error(`no action ${exportedName} in this build`);
  return id;
}

const BOUNDARY = "----cupongt";
const multipart = (body: string) => ({ body, type: `multipart/form-data; boundary=${BOUNDARY}` });
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

interface Case {
  body: string;
  type?: string;
  origin?: string;
}
const CORPUS: Record<string, Case> = {
  "not JSON": { body: "hola" },
  truncated: { body: '[{"items":[{"couponId":' },
  empty: { body: "" },
  "over 6 MB": { body: JSON.stringify(["x".repeat(7 * 1024 * 1024)]) },
  "20,000-deep array": { body: "[".repeat(20_000) + "]".repeat(20_000) },
  "dangling reference": { body: '["$99"]' },
  "dangling Map reference": { body: '[{"items":"$Q5"}]' },
  "2,000 arguments": { body: JSON.stringify(Array(2000).fill(1)) },
  "empty Origin": { body: '[{"items":[]}]', origin: "" },
  "broken Origin": { body: '[{"items":[]}]', origin: "::::" },
  "multipart garbage": multipart("garbage"),
  "multipart without boundary": { body: "garbage", type: "multipart/form-data" },
  "multipart truncated": multipart(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$1"]`),
  "multipart part not JSON": multipart(field("0", "{nope") + `--${BOUNDARY}--\r\n`),
  "multipart dangling reference": multipart(field("0", '["$Q7"]') + `--${BOUNDARY}--\r\n`),
};

test.describe("malformed server action requests", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  const own = ownEmbeddedServer(PORT, "bad-requests");
  test.beforeAll(() => own.start());
  test.afterAll(() => own.stop());

  test("each is answered 4xx without an error in the log, and a well-formed call still runs", async () => {
    const quoteCart = actionId("quoteCartAction");
    const ids = { "a real action": quoteCart, "an id of no action": `7f${"0".repeat(40)}`, "no id at all": "nope" };
    const post = async (id: string, c: Case) => {
      const headers: Record<string, string> = {
        "next-action": id,
        "content-type": c.type ?? "text/plain;charset=UTF-8",
        accept: "text/x-component",
        origin: c.origin ?? origin,
      };
      const response = await fetch(`${origin}/buscar`, {
        method: "POST",
        headers,
        body: c.body,
        signal: AbortSignal.timeout(30_000),
      });
      return { status: response.status, body: await response.text() };
    };
    const logBefore = own.log().length;
    const wrong: string[] = [];
    for (const [name, c] of Object.entries(CORPUS)) {
      for (const [which, id] of Object.entries(ids)) {
        const { status } = await post(id, c);
        if (status < 400 || status >= 500) wrong.push(`${name}, ${which}: ${status}`);
      }
    }
    expect(wrong, "answered other than 4xx").toEqual([]);
    // The size limit and the body checks each have their own answer.
    expect((await post(quoteCart, CORPUS["over 6 MB"]!)).status).toBe(413);
    expect((await post(quoteCart, CORPUS["20,000-deep array"]!)).status).toBe(400);
    // A form posted without JavaScript whose body is not a form (Next reads any multipart POST to a page as one).
    const form = await fetch(`${origin}/buscar`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, origin },
      body: "garbage",
    });
    expect(form.status).toBe(400);

    // Nothing of it is an error in the log: neither our JSON line nor Next's own "⨯" report.
    // (An id of no action is Next's deployment-skew warning, "Failed to find Server Action", by design.)
    await new Promise((ok) => setTimeout(ok, 500));
    const written = own.log().slice(logBefore);
    const errors = written
      .split("\n")
      .filter(
        (line) =>
          line.includes('"level":"error"') ||
          line.includes("⨯") ||
          /Internal Server Error|Maximum call stack/.test(line),
      );
    expect(errors, written.slice(0, 4000)).toEqual([]);

    // A well-formed call is answered by the action: its Spanish refusal of an empty cart, as Flight.
    const fine = await post(quoteCart, { body: '[{"items":[]}]' });
    expect(fine.status).toBe(200);
    expect(fine.body).toContain('"ok":false');
  });
});
