// The restore drill on every engine: after purchases, a refund and a gift, a backup
// (database + stored files) restored after a bad day gives back every public table row for row
// (count and checksum, generic, so tables added later are covered) and every file, and the app
// serves the restored vouchers through lib/data. A database holding data is not overwritten
// without --force.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGift } from "@/lib/data/orders/gifts";
import { refundVoucher } from "@/lib/data/orders/refunds";
import { listMyVouchers } from "@/lib/data/orders/vouchers";
import { installDatabase } from "@/lib/db";
import { rowsOf, type DatabaseHandle, type Db } from "@/lib/db/client";
import { listFiles, scratch } from "@/lib/ops/backup-archive";
import { RestoreRefused, createBackup, fileFolders, restoreBackup, type BackupSource } from "@/lib/ops/backup";
import { testDatabaseUrl, testEngines } from "./helpers/engines";
import { buyer } from "./helpers/fixtures";
import { buy, makeCoupon } from "./helpers/orders";
import { createTestDatabase, type TestDatabase } from "./helpers/test-db";

/** Rows and an order-independent checksum of every table of the public schema. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select quote_ident(table_name) as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number; sum: string | null }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(string_agg(md5(t::text), '' order by md5(t::text))) as sum from public.${name} t`,
        ),
      ),
    );
    out[name] = `${row!.n}:${row!.sum ?? "-"}`;
  }
  return out;
}

const filesOf = (dir: string) =>
  Object.fromEntries(
    listFiles(dir).map((f) => [
      f,
      createHash("sha256")
        .update(readFileSync(join(dir, f)))
        .digest("hex"),
    ]),
  );

/** The owner's URL of a test database on PostgreSQL (the app's pool logs in as cupongt_app). */
function ownerUrl(handle: DatabaseHandle): string {
  const url = new URL(handle.url!);
  const admin = new URL(testDatabaseUrl()!);
  url.username = admin.username;
  url.password = admin.password;
  return url.toString();
}

describe.each(testEngines())("restore drill [%s]", (engine) => {
  let t: TestDatabase;
  const work = scratch("cupongt-drill-");
  const folders = fileFolders(join(work.dir, "pglite"));
  beforeAll(async () => {
    t = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await t.drop();
    work.done();
  });

  it("seed, buy, refund, gift; back up; lose it; restore: every table and file is back", async () => {
    // A day of business: two purchases, one voucher refunded, one sent as a gift, stored files.
    const couponId = await makeCoupon(t.owner);
    for (let i = 0; i < 2; i++) expect((await buy(buyer, { items: [{ couponId, quantity: 2 }] })).ok).toBe(true);
    const mine = await listMyVouchers(buyer);
    expect((await refundVoucher(buyer, mine[0]!.id)).ok).toBe(true);
    expect((await createGift(buyer, { voucherId: mine[1]!.id, email: "amiga@example.com", message: null })).ok).toBe(
      true,
    );
    mkdirSync(join(folders.uploads, "a"), { recursive: true });
    writeFileSync(join(folders.uploads, "a", "cupon.webp"), Buffer.from("RIFF image bytes"));
    mkdirSync(folders["private-documents"], { recursive: true });
    writeFileSync(join(folders["private-documents"], "dpi.pdf"), Buffer.from("%PDF-1.7 private"));

    const before = await fingerprint(t.owner);
    const filesBefore = { u: filesOf(folders.uploads), d: filesOf(folders["private-documents"]) };
    const vouchersBefore = (await listMyVouchers(buyer)).map((v) => [v.id, v.code]);
    expect(Object.keys(before).length).toBeGreaterThan(20);

    const source: BackupSource =
      engine === "postgres" ? { engine, url: ownerUrl(t.handle) } : { engine, pglite: t.handle.pglite! };
    const { archive, manifest } = await createBackup({
      source,
      folders,
      outDir: work.dir,
      now: new Date(Date.UTC(2026, 10, 27, 8, 15, 2)),
    });
    expect(archive.endsWith("cupongt-backup-20261127T081502Z.tar")).toBe(true);
    expect(manifest.files).toEqual({ uploads: 1, "private-documents": 1 });

    // The bad day: orders and vouchers gone, files lost.
    await t.owner.execute(sql`truncate public.orders, public.vouchers cascade`);
    writeFileSync(join(folders.uploads, "a", "cupon.webp"), "overwritten");

    let restored: Db;
    if (engine === "postgres") {
      const target = { engine, url: ownerUrl(t.handle) } as const;
      // Still holding other rows (coupons, users): refused without --force, and nothing changed.
      await expect(restoreBackup({ archive, target, folders })).rejects.toThrow(RestoreRefused);
      await restoreBackup({ archive, target, folders, force: true });
      restored = t.owner;
    } else {
      const dataDir = join(work.dir, "pglite");
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(join(dataDir, "PG_VERSION"), "18"); // a folder in use: refused without --force
      await expect(restoreBackup({ archive, target: { engine, dataDir }, folders })).rejects.toThrow(RestoreRefused);
      const answer = await restoreBackup({
        archive,
        target: { engine, dataDir },
        folders,
        force: true,
        keepOpen: true,
      });
      expect(answer.keptAt).toContain(".before-restore-");
      await t.drop();
      const handle = answer.handle!;
      installDatabase(handle);
      t = { ...t, handle, owner: handle.db, drop: () => handle.close() };
      restored = handle.db;
    }
    expect(await fingerprint(restored)).toEqual(before);
    expect({ u: filesOf(folders.uploads), d: filesOf(folders["private-documents"]) }).toEqual(filesBefore);
    // The app serves the restored vouchers (through lib/data, under row level security).
    expect((await listMyVouchers(buyer)).map((v) => [v.id, v.code])).toEqual(vouchersBefore);
  });
});
