import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { messageCode, parseMessageCode } from "@/lib/domain/message-code";
import { textOf } from "@/lib/i18n/messages";

const root = resolve(__dirname, "../../../..");
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe("message codes", () => {
  it("carries a key and its values, and words them at the edge", () => {
    expect(messageCode("orders.cartEmpty")).toBe("orders.cartEmpty");
    const code = messageCode("orders.tooManyLines", { max: 20 });
    expect(parseMessageCode(code)).toEqual({ key: "orders.tooManyLines", values: { max: 20 } });
    expect(textOf(code)).toBe("Puedes comprar hasta 20 cupones distintos por pedido.");
    expect(textOf("orders.cartEmpty")).toBe("Tu carrito está vacío");
    // Not a code (zod's own wording, a stray pipe): passed on as it is.
    expect(textOf("Invalid input")).toBe("Invalid input");
    expect(parseMessageCode("a|b")).toEqual({ key: "a|b" });
  });

  it("keeps the messages file out of the pure rules and the data layer", () => {
    const offenders = [...sources("lib/domain"), ...sources("lib/data")].filter((f) =>
      /from\s+["'](@\/lib\/i18n\/|@\/messages\/|next-intl)/.test(readFileSync(join(root, f), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
