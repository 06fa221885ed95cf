// `npm run lint` keeps lib's layers (scripts/lint/layers.mjs through eslint.config.mjs): each
// refusal below is a line the real configuration rejects at the path it names, and each allowance
// a line it lets through, so a rule that silently stops matching fails here.
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

/** The layer messages the project's configuration gives `code` as if it were the file at `path`. */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === "cupongt/layers").map((m) => m.message);
}

describe("lint: SQL lives in data access", () => {
  it("refuses drizzle, the drivers and lib/db's values outside lib/data and a module's data/", async () => {
    for (const [path, line] of [
      ["lib/jobs/worker.ts", `import { sql } from "drizzle-orm";`],
      ["lib/auth/session.ts", `import postgres from "postgres";`],
      ["app/(es)/(shop)/page.tsx", `import { getDatabase } from "@/lib/db";`],
      ["components/cart/cart.tsx", `import { rowsOf } from "@/lib/db/client";`],
      ["lib/ops/backup.ts", `const { PGlite } = await import("@electric-sql/pglite");`],
    ]) {
      expect(await layerErrors(path!, line!), `${path}: ${line}`).toEqual([
        expect.stringContaining("SQL lives in data access"),
      ]);
    }
  });

  it("lets data access query, and anyone name a type", async () => {
    expect(await layerErrors("lib/data/orders/orders.ts", `import { sql } from "drizzle-orm";`)).toEqual([]);
    expect(await layerErrors("lib/fel/data/certify.ts", `import { rowsOf } from "@/lib/db/client";`)).toEqual([]);
    expect(await layerErrors("lib/jobs/data/claims.ts", `import { sql } from "drizzle-orm";`)).toEqual([]);
    expect(await layerErrors("lib/jobs/handlers/receipt.ts", `import type { Tx } from "@/lib/db";`)).toEqual([]);
  });
});

describe("lint: rules are pure", () => {
  it("refuses Node, the database, data access, infrastructure and the worker in lib/domain and rules/", async () => {
    for (const [path, line] of [
      ["lib/domain/money.ts", `import { readFileSync } from "node:fs";`],
      ["lib/domain/stock.ts", `import { getCoupon } from "@/lib/data/catalogue/coupons";`],
      ["lib/payments/rules/state.ts", `import { recordPaymentEvent } from "../data/payment-events";`],
      ["lib/ledger/rules/payouts.ts", `import { logger } from "@/lib/observability/log";`],
      ["lib/domain/cart.ts", `import { headers } from "next/headers";`],
      ["lib/places/rules/hours.ts", `import { startWorker } from "@/lib/jobs/worker";`],
      // Not even a type: a rule that names a transaction or a provider's adapter is not pure.
      ["lib/domain/refunds.ts", `import type { Tx } from "@/lib/db";`],
      ["lib/domain/money.ts", `import type { Recurrente } from "@/lib/payments/adapters/recurrente/adapter";`],
    ]) {
      expect(await layerErrors(path!, line!), `${path}: ${line}`).toEqual([expect.stringContaining("rules are pure")]);
    }
  });

  it("lets rules use zod, each other and the job declarations", async () => {
    const code = [
      `import { z } from "zod";`,
      `import { formatQuetzales } from "@/lib/domain/money";`,
      `import { haversineMeters } from "@/lib/places/rules/distance";`,
      `import { JOB_DEFINITIONS } from "@/lib/jobs/definitions";`,
    ].join("\n");
    expect(await layerErrors("lib/payments/rules/return.ts", code)).toEqual([]);
  });
});

describe("lint: a feature's public surface", () => {
  it("refuses its jobs, adapters and crypto from outside the feature", async () => {
    for (const [path, line] of [
      ["app/api/payments/webhook/route.ts", `import { Recurrente } from "@/lib/payments/adapters/recurrente/adapter";`],
      ["lib/data/orders/orders.ts", `import type { X } from "@/lib/fel/jobs/invoices";`],
      ["lib/actions/sellers/bank.ts", `import { encrypt } from "@/lib/ledger/crypto/bank-account-cipher";`],
    ]) {
      expect(await layerErrors(path!, line!), `${path}: ${line}`).toEqual([expect.stringContaining("is private to")]);
    }
  });

  it("lets the feature itself, the job registry and anyone's use of index, data/ and rules/ through", async () => {
    expect(
      await layerErrors("lib/ledger/data/bank-accounts.ts", `import { x } from "../crypto/bank-account-cipher";`),
    ).toEqual([]);
    expect(
      await layerErrors("lib/jobs/registry.ts", `import { certifyInvoiceJob } from "@/lib/fel/jobs/invoices";`),
    ).toEqual([]);
    const code = [
      `import { getHostedPaymentProvider } from "@/lib/payments";`,
      `import { recordPaymentEvent } from "@/lib/payments/data/payment-events";`,
      `import { checkPaymentEvent } from "@/lib/payments/rules/event-check";`,
    ].join("\n");
    expect(await layerErrors("app/api/payments/webhook/route.ts", code)).toEqual([]);
  });
});

describe("lint: data access, the worker and components", () => {
  it("data access does not import the job worker, only its declarations", async () => {
    expect(await layerErrors("lib/data/orders/orders.ts", `import { drainJobs } from "@/lib/jobs/worker";`)).toEqual([
      expect.stringContaining("may not import the job worker"),
    ]);
    expect(
      await layerErrors("lib/data/orders/orders.ts", `import { JOB_DEFINITIONS } from "@/lib/jobs/definitions";`),
    ).toEqual([]);
  });

  it("components import data access for its types only", async () => {
    expect(
      await layerErrors("components/coupons/card.tsx", `import { getCoupon } from "@/lib/data/catalogue/coupons";`),
    ).toEqual([expect.stringContaining("for types only")]);
    expect(
      await layerErrors(
        "components/coupons/card.tsx",
        `import type { CouponSummary } from "@/lib/data/catalogue/coupons";`,
      ),
    ).toEqual([]);
    expect(
      await layerErrors("components/coupons/card.tsx", `import { type A, type B } from "@/lib/fel/data/lists";`),
    ).toEqual([]);
  });

  it("data access re-exports nothing, written either way", async () => {
    for (const code of [
      `export { getCoupon } from "./coupons";`,
      `export * from "./coupons";`,
      `import { getCoupon } from "./coupons";\nexport { getCoupon };`,
    ]) {
      expect(await layerErrors("lib/data/catalogue.ts", code), code).toEqual([
        expect.stringContaining("re-exports nothing"),
      ]);
    }
    expect(await layerErrors("lib/data/catalogue.ts", `const own = 1;\nexport { own };`)).toEqual([]);
  });

  it("tests, benches and scripts are outside the layers", async () => {
    expect(await layerErrors("tests/integration/x.test.ts", `import { sql } from "drizzle-orm";`)).toEqual([]);
    expect(await layerErrors("bench/x.ts", `import { claim } from "@/lib/payments/adapters/simulated";`)).toEqual([]);
  });
});
