// The service worker's push handlers (public/sw.js), run in a sandbox with a stand-in `self`: a
// push becomes a notification tagged with its inbox id; a tap focuses a tab already on the page or
// opens it; only a same-site path is ever opened, whatever the payload says.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";

const source = readFileSync(join(process.cwd(), "public/sw.js"), "utf8");
const ORIGIN = "https://cupongt.example";

function worker(openTabs: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    addEventListener: (name: string, fn: (event: unknown) => void) => listeners.set(name, fn),
    registration: { showNotification },
    clients: { matchAll: async () => openTabs, openWindow, claim: async () => undefined },
    location: new URL(ORIGIN),
  };
  runInNewContext(source, { self, URL, caches: {}, fetch, Response, Set, JSON });
  const fire = async (name: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(name)!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { fire, showNotification, openWindow };
}

const push = (data: unknown) => ({ data: { json: () => data } });

describe("service worker push", () => {
  it("shows the inbox row as a notification tagged with its id", async () => {
    const sw = worker();
    await sw.fire("push", push({ title: "Tu cupón vence mañana", body: "Pizza", url: "/mis-cupones", tag: "n-1" }));
    expect(sw.showNotification).toHaveBeenCalledWith("Tu cupón vence mañana", {
      body: "Pizza",
      tag: "n-1",
      icon: "/apple-touch-icon.png",
      data: { url: "/mis-cupones" },
    });
  });

  it("falls back to CuponGT and the home page for an empty or foreign payload", async () => {
    const sw = worker();
    await sw.fire("push", { data: { json: () => JSON.parse("not json") } });
    await sw.fire("push", push({ title: "x", url: "//evil.example/phish" }));
    await sw.fire("push", push({ title: "y", url: "https://evil.example/" }));
    const calls = sw.showNotification.mock.calls as unknown as [string, { data: { url: string } }][];
    expect(calls.map(([title, options]) => [title, options.data.url])).toEqual([
      ["CuponGT", "/"],
      ["x", "/"],
      ["y", "/"],
    ]);
  });

  it("a tap focuses a tab already on the page, else opens it; never another site", async () => {
    const focus = vi.fn(async () => undefined);
    const sw = worker([{ url: `${ORIGIN}/mis-cupones`, focus }]);
    const close = vi.fn();
    await sw.fire("notificationclick", { notification: { close, data: { url: "/mis-cupones" } } });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(sw.openWindow).not.toHaveBeenCalled();
    await sw.fire("notificationclick", { notification: { close, data: { url: "/cupon/abc" } } });
    await sw.fire("notificationclick", { notification: { close, data: { url: "//evil.example" } } });
    expect(sw.openWindow.mock.calls).toEqual([[`${ORIGIN}/cupon/abc`], [`${ORIGIN}/`]]);
  });
});
