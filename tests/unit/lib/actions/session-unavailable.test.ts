// The soak (bench/soak.mjs) on an overloaded machine found signed-in shoppers told 'Debes iniciar
// sesión.' when the session lookup timed out. A database that does not answer is not a sign-out:
// the action says the service is unavailable; any other auth failure still counts as signed out.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const lookup = vi.hoisted(() => ({ result: (): Promise<unknown> => Promise.resolve(null) }));
vi.mock("@/lib/auth/index", () => ({ getAuth: () => ({ getSession: () => lookup.result() }) }));
vi.mock("@/lib/auth/request-context", () => ({ requestAuthContext: async () => ({}) }));

const { getSession } = await import("@/lib/auth/session");
const { defineAction } = await import("@/lib/actions/define-action");
const { DatabaseTimeoutError } = await import("@/lib/data/db-errors");
const { message } = await import("@/lib/i18n/messages");

const run = vi.fn(async () => ({ ok: true as const, data: "done" }));
const action = defineAction({ schema: z.object({ n: z.number() }), auth: "required", run });

describe("a session lookup the database did not answer", () => {
  beforeEach(() => {
    run.mockClear();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("is signed out but marked unavailable, and the action answers 'service unavailable'", async () => {
    lookup.result = () => Promise.reject(new DatabaseTimeoutError(5500));
    const session = await getSession();
    expect(session.user).toBeNull();
    expect(session.unavailable).toBe(true);
    const answer = await action({ n: 1 });
    expect(answer).toEqual(expect.objectContaining({ ok: false, error: message("common.serviceUnavailable") }));
    expect(answer).not.toHaveProperty("code", "sign_in_required");
    expect(run).not.toHaveBeenCalled();
  });

  it("a broken auth service that is not the database still asks to sign in", async () => {
    lookup.result = () => Promise.reject(new Error("malformed token"));
    expect((await getSession()).unavailable).toBeUndefined();
    expect(await action({ n: 1 })).toEqual({
      ok: false,
      error: message("common.signInRequired"),
      code: "sign_in_required",
    });
    expect(run).not.toHaveBeenCalled();
  });

  it("no session at all asks to sign in", async () => {
    lookup.result = () => Promise.resolve(null);
    expect(await action({ n: 1 })).toEqual({
      ok: false,
      error: message("common.signInRequired"),
      code: "sign_in_required",
    });
  });
});
