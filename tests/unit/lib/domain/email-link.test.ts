import { describe, expect, it } from "vitest";
import { invalidLinkPath, parseEmailLink } from "@/lib/domain/email-link";

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return parseEmailLink((name) => params.get(name));
};

describe("parseEmailLink", () => {
  it("reads the built-in link and Supabase's token_hash and code", () => {
    expect(from("type=recovery&token=abc")).toEqual({ type: "recovery", token: "abc", code: undefined });
    expect(from("type=signup&token_hash=xyz")).toEqual({ type: "signup", token: "xyz", code: undefined });
    expect(from("code=c0de")).toEqual({ type: "magiclink", token: undefined, code: "c0de" });
  });

  it("turns an unknown type into a magic link, cuts huge values and ignores non-text fields", () => {
    expect(from("type=admin&token=t").type).toBe("magiclink");
    expect(from(`token=${"a".repeat(10_000)}`).token).toHaveLength(512);
    expect(parseEmailLink((name) => (name === "token" ? new Blob(["x"]) : null))).toEqual({
      type: "magiclink",
      token: undefined,
      code: undefined,
    });
    expect(from("token=&code=")).toEqual({ type: "magiclink", token: undefined, code: undefined });
  });

  it("sends a bad reset link to /reset-password (which explains itself), others to /auth", () => {
    expect(invalidLinkPath("recovery")).toBe("/reset-password");
    expect(invalidLinkPath("magiclink")).toBe("/auth?enlace=invalido");
  });
});
