import { describe, expect, it } from "vitest";
import { MAX_ACTION_ARGUMENTS, MAX_REPLY_DEPTH, replyProblem, type ReplyPart } from "@/lib/net/action-reply";

const body = (text: string) => replyProblem(new Map([["0", text]]));
const parts = (entries: Array<[string, ReplyPart]>) => replyProblem(new Map(entries));

describe("server action reply bodies", () => {
  it("accepts what React's client sends: plain arguments, escaped and special values, a FormData with a file", () => {
    expect(body('[{"items":[{"couponId":"x","quantity":2}]}]')).toBeNull();
    expect(
      body(
        '[{"note":"$$5 de descuento","when":"$D2026-11-26T00:00:00.000Z","n":"$n123","u":"$undefined","x":"$NaN","i":"$Infinity","m":"$-0"}]',
      ),
    ).toBeNull();
    expect(
      parts([
        ["0", '["$K1"]'],
        ["1_image", { file: true }],
        ["1_businessId", "abc"],
      ]),
    ).toBeNull();
    expect(
      parts([
        ["0", '[{"tags":"$Q1","list":"$2:items"}]'],
        ["1", "[]"],
        ["2", '{"items":[]}'],
      ]),
    ).toBeNull();
    expect(
      parts([
        ["0", '["$B1"]'],
        ["1", { file: true }],
      ]),
    ).toBeNull();
    expect(body(`[${"[".repeat(MAX_REPLY_DEPTH - 2)}${"]".repeat(MAX_REPLY_DEPTH - 2)}]`)).toBeNull();
  });

  it("refuses what the decoder throws on: not JSON, truncated, empty, no argument list", () => {
    for (const text of ["hola", '[{"a":', "", "   ", '{"a":1}', "null", '"$@1"'])
      expect(body(text), text).not.toBeNull();
    expect(parts([["1", "[]"]])).not.toBeNull();
    expect(
      parts([
        ["0", "[]"],
        ["1", "{nope"],
      ]),
    ).not.toBeNull();
  });

  it("refuses a 20,000-deep array, and too many arguments", () => {
    expect(body("[".repeat(20_000) + "]".repeat(20_000))).toMatch(/too deep/);
    expect(body(JSON.stringify(Array(MAX_ACTION_ARGUMENTS + 1).fill(1)))).toMatch(/too many/);
  });

  it("refuses references to parts that were not sent, and malformed ones", () => {
    for (const ref of [
      "$99",
      "$1:a:b",
      "$Q5",
      "$W5",
      "$h5",
      "$i5",
      "$B5",
      "$A5",
      "$R5",
      "$F",
      "$zz",
      "$nabc",
      `$n${"9".repeat(301)}`,
    ]) {
      expect(body(JSON.stringify([{ ref }])), ref).not.toBeNull();
    }
    expect(
      parts([
        ["0", '["$Q2"]'],
        ["1", "[]"],
      ]),
    ).toMatch(/not sent/);
    expect(
      parts([
        ["0", '["$B1"]'],
        ["1", '"not a file"'],
      ]),
    ).toMatch(/file reference/);
  });
});
