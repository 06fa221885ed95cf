// Sign-in's bcrypt runs in worker threads, not on the request thread (lib/auth/builtin/bcrypt-pool.ts):
// the results are bcrypt's own, and the main thread's bcryptjs is never called while workers run.
import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bcryptCompare, bcryptHash } from "@/lib/auth/builtin/bcrypt-pool";
import { hashPassword, passwordMatches } from "@/lib/auth/builtin/secrets";

afterEach(() => vi.restoreAllMocks());

describe("the bcrypt pool", () => {
  it("hashes and compares in a worker thread, never on this one", async () => {
    const onThisThread = [
      vi.spyOn(bcrypt, "hash"),
      vi.spyOn(bcrypt, "compare"),
      vi.spyOn(bcrypt, "hashSync"),
      vi.spyOn(bcrypt, "compareSync"),
    ];
    const hash = await bcryptHash("clave-segura-1", 4);
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await bcryptCompare("clave-segura-1", hash)).toBe(true);
    expect(await bcryptCompare("otra-clave", hash)).toBe(false);
    for (const spy of onThisThread) expect(spy).not.toHaveBeenCalled();
    // What the worker wrote, this thread's bcrypt reads.
    expect(bcrypt.compareSync("clave-segura-1", hash)).toBe(true);
  });

  it("answers many at once, each its own result", async () => {
    const hash = await bcryptHash("uno", 4);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => bcryptCompare(i % 3 === 0 ? "uno" : `no-${i}`, hash)),
    );
    expect(answers).toEqual(Array.from({ length: 12 }, (_, i) => i % 3 === 0));
  });

  it("refuses a malformed hash as a mismatch or an error, never a match", async () => {
    const answer = await bcryptCompare("uno", "no-es-un-hash").catch(() => "error");
    expect(answer === false || answer === "error").toBe(true);
  });

  it("serves the sign-in's password check", async () => {
    const hash = await hashPassword("CuponGT2026!");
    expect(await passwordMatches("CuponGT2026!", hash)).toBe(true);
    expect(await passwordMatches("CuponGT2026?", hash)).toBe(false);
    expect(await passwordMatches("CuponGT2026!", null)).toBe(false);
  });
});
