// The daily exchange rate on every engine: the seed stores today's stand-in rate, the job stores
// the port's rate once per day however often it runs, a failing source stores nothing, the job is
// offered once per daily period, and everyone reads the rate while no request role can write it.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON } from "@/lib/data/caller";
import { runAs } from "@/lib/data/run-as";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { exchangeRates } from "@/lib/db/schema";
import { guatemalaDay, usdApproximation } from "@/lib/domain/usd-price";
import { JOB_HANDLERS } from "@/lib/jobs/registry";
import { periodKey } from "@/lib/jobs/retry";
import { scheduleRecurring } from "@/lib/jobs/worker";
import { createBanguatSource } from "@/lib/rates/adapters/banguat";
import { getLatestExchangeRate } from "@/lib/rates/data/latest";
import { refreshExchangeRate } from "@/lib/rates/refresh";
import { ExchangeRateError } from "@/lib/rates/types";
import { testEngines } from "./helpers/engines";
import { buyer } from "./helpers/fixtures";
import { failureOf } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

const RECORDED = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><TipoCambioDiaResponse xmlns="http://www.banguat.gob.gt/variables/ws/"><TipoCambioDiaResult><CambioDolar><VarDolar><fecha>02/01/2001</fecha><referencia>7.6226</referencia></VarDolar></CambioDolar><TotalItems>1</TotalItems></TipoCambioDiaResult></TipoCambioDiaResponse></soap:Body></soap:Envelope>`;
const banguat = (body: string, status = 200) =>
  createBanguatSource({}, (async () => new Response(body, { status })) as unknown as typeof fetch);
const DAY = 24 * 60 * 60_000;

describe.each(testEngines())("exchange rates [%s]", (engine) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
  });
  const rowsOn = (date: string) => t.owner.select().from(exchangeRates).where(eq(exchangeRates.rateDate, date));
  const countAll = async () =>
    rowsOf<{ n: number }>(await t.owner.execute(sql`select count(*)::int as n from public.exchange_rates`))[0]!.n;

  it("the seed stores the stand-in's rate for its day, which a page turns into dollars", async () => {
    const seededDay = guatemalaDay(t.seededAt);
    expect(await rowsOn(seededDay)).toMatchObject([{ quetzalesPerDollar: "7.75000", source: "local" }]);
    const latest = await getLatestExchangeRate();
    expect(latest).toEqual({ date: seededDay, quetzalesPerDollar: "7.75000" });
    expect(usdApproximation(25_000, latest, t.seededAt)).toBe(32);
  });

  it("stores the port's rate once per day, however many times it runs", async () => {
    const before = await countAll();
    await expect(refreshExchangeRate(banguat(RECORDED))).resolves.toEqual({
      date: "2001-01-02",
      quetzalesPerDollar: "7.62260",
    });
    const [first] = await rowsOn("2001-01-02");
    expect(first).toMatchObject({ quetzalesPerDollar: "7.62260", source: "banguat" });
    await refreshExchangeRate(banguat(RECORDED.replace("7.6226", "7.6301")));
    const again = await rowsOn("2001-01-02");
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ quetzalesPerDollar: "7.63010", source: "banguat" });
    expect(again[0]!.fetchedAt.getTime()).toBeGreaterThanOrEqual(first!.fetchedAt.getTime());
    expect(await countAll()).toBe(before + 1);
    // An older day never becomes the latest.
    expect((await getLatestExchangeRate())?.date).toBe(guatemalaDay(t.seededAt));
  });

  it("stores nothing when the source fails (the job throws, so the worker retries)", async () => {
    const before = await countAll();
    await expect(refreshExchangeRate(banguat("Service Unavailable", 503))).rejects.toBeInstanceOf(ExchangeRateError);
    await expect(refreshExchangeRate(banguat(RECORDED.replace("7.6226", "0")))).rejects.toBeInstanceOf(
      ExchangeRateError,
    );
    expect(await countAll()).toBe(before);
  });

  it("the registered job stores today's rate from the configured (local) source, one row however often", async () => {
    const today = guatemalaDay(new Date());
    await JOB_HANDLERS.fetch_exchange_rate({}, { jobId: 0, attempt: 1 });
    await JOB_HANDLERS.fetch_exchange_rate({}, { jobId: 0, attempt: 2 });
    expect(await rowsOn(today)).toMatchObject([{ quetzalesPerDollar: "7.75000", source: "local" }]);
    expect((await getLatestExchangeRate())?.date).toBe(today);
  });

  it("is offered once per day to the queue, however many workers offer it", async () => {
    const now = new Date();
    const key = periodKey("fetch_exchange_rate", DAY, now);
    await scheduleRecurring(now);
    await scheduleRecurring(now);
    const queued = rowsOf<{ n: number; max_attempts: number }>(
      await t.owner.execute(
        sql`select count(*)::int as n, max(max_attempts)::int as max_attempts from app_private.jobs where name = 'fetch_exchange_rate' and key = ${key}`,
      ),
    );
    expect(queued).toEqual([{ n: 1, max_attempts: 5 }]);
  });

  it("everyone reads the rates; no request role writes them", async () => {
    const writes: Array<(tx: Tx) => Promise<unknown>> = [
      (tx) =>
        tx.insert(exchangeRates).values({ rateDate: "2001-01-03", quetzalesPerDollar: "1.00000", source: "local" }),
      (tx) =>
        tx.update(exchangeRates).set({ quetzalesPerDollar: "1.00000" }).where(eq(exchangeRates.rateDate, "2001-01-02")),
      (tx) => tx.delete(exchangeRates).where(eq(exchangeRates.rateDate, "2001-01-02")),
    ];
    for (const caller of [ANON, buyer]) {
      const read = await runAs(caller, (tx) => tx.select().from(exchangeRates));
      expect(read.length).toBeGreaterThanOrEqual(2);
      for (const write of writes) expect(await failureOf(runAs(caller, write))).toMatch(/permission denied/);
    }
    expect(await rowsOn("2001-01-02")).toMatchObject([{ quetzalesPerDollar: "7.63010" }]);
    expect(await rowsOn("2001-01-03")).toEqual([]);
  });
});
