import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInfileCertifier } from "@/lib/fel/infile/adapter";
import { createCuiLookup, CUI_LOGIN_PATH, CUI_LOOKUP_PATH } from "@/lib/fel/infile/cui";
import { startInfileStandin, STANDIN_KEYS, type RunningInfileStandin } from "@/lib/fel/infile/standin";
import { createLocalCertifier } from "@/lib/fel/local";
import { CertifierError } from "@/lib/fel/types";

const KNOWN_CUI = "1234567890101";

describe("CUI name lookup", { timeout: 20_000 }, () => {
  let standin: RunningInfileStandin;
  const certifier = (keys = STANDIN_KEYS) =>
    createInfileCertifier({ apiUrl: standin.url, signUrl: standin.signUrl, nitUrl: standin.nitUrl, ...keys });
  beforeAll(async () => {
    standin = await startInfileStandin({ citizens: { [KNOWN_CUI]: "LÓPEZ GARCÍA, ANA MARÍA" } });
  });
  afterAll(() => standin.close());

  it("answers RENAP's name for a known CUI and null for an unknown or invalid one, logging in once", async () => {
    const infile = certifier();
    const loginsBefore = standin.calls.get(CUI_LOGIN_PATH) ?? 0;
    expect(await infile.lookupCui("1234 56789 0101")).toBe("LÓPEZ GARCÍA, ANA MARÍA");
    expect(await infile.lookupCui("3021456720101")).toBeNull(); // valid, not in this stand-in's table
    expect(await infile.lookupCui("1234567800101")).toBeNull(); // wrong check digit
    expect((standin.calls.get(CUI_LOGIN_PATH) ?? 0) - loginsBefore).toBe(1);
  });

  it("wrong keys are refused for good; an outage is retryable", async () => {
    const wrong = await certifier({ ...STANDIN_KEYS, apiKey: "x" })
      .lookupCui(KNOWN_CUI)
      .catch((e) => e);
    expect(wrong).toBeInstanceOf(CertifierError);
    expect(wrong.retryable).toBe(false);
    standin.failNext(1);
    const down = await certifier()
      .lookupCui(KNOWN_CUI)
      .catch((e) => e);
    expect(down).toBeInstanceOf(CertifierError);
    expect(down.retryable).toBe(true);
  });

  it("logs in again when the lookup answers 401 and when the token expired", async () => {
    let clock = Date.now();
    const posted: string[] = [];
    let rejectNext = false;
    const lookup = createCuiLookup(
      { apiUrl: standin.url, user: STANDIN_KEYS.user, apiKey: STANDIN_KEYS.apiKey },
      async (url, form, headers) => {
        posted.push(new URL(url).pathname);
        if (rejectNext && url.endsWith(CUI_LOOKUP_PATH)) {
          rejectNext = false;
          return new Response("{}", { status: 401 });
        }
        return fetch(url, { method: "POST", body: form, headers });
      },
      () => clock,
    );
    expect(await lookup(KNOWN_CUI)).toBe("LÓPEZ GARCÍA, ANA MARÍA");
    expect(await lookup(KNOWN_CUI)).toBe("LÓPEZ GARCÍA, ANA MARÍA");
    rejectNext = true;
    expect(await lookup(KNOWN_CUI)).toBe("LÓPEZ GARCÍA, ANA MARÍA");
    clock += 3 * 3_600_000; // the stand-in's tokens last two hours
    expect(await lookup(KNOWN_CUI)).toBe("LÓPEZ GARCÍA, ANA MARÍA");
    expect(posted).toEqual([
      CUI_LOGIN_PATH,
      CUI_LOOKUP_PATH,
      CUI_LOOKUP_PATH,
      CUI_LOOKUP_PATH, // 401
      CUI_LOGIN_PATH,
      CUI_LOOKUP_PATH,
      CUI_LOGIN_PATH, // expired
      CUI_LOOKUP_PATH,
    ]);
  });

  it("the local certifier answers the typed name, as for a NIT", async () => {
    const local = createLocalCertifier();
    expect(await local.lookupCui(KNOWN_CUI, " Ana López ")).toBe("Ana López");
    expect(await local.lookupCui(KNOWN_CUI)).toBeNull();
  });
});
