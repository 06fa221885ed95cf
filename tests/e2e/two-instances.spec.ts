// Issue 16, several instances: two production servers of this build on one PostgreSQL database and
// one Redis (cache-handler.mjs). A seller changes a price through instance A; instance B's coupon
// page, category page and /buscar show it on their very next request; a session opened on A is a
// session on B. Needs the machine's PostgreSQL (TEST_DATABASE_URL, set by `npm test` when it
// answers) and Redis (REDIS_URL, default redis://127.0.0.1:6379).
import type { ChildProcess } from "node:child_process";
import net from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { createClient } from "@redis/client";
import postgres from "postgres";
import { DEMO, DEMO_PASSWORD } from "./helpers/auth";
import { localOrigin as origin, startServer, stopServer, waitHealthy, withDatabase } from "./helpers/production-server";

const PG = process.env.TEST_DATABASE_URL;
const REDIS = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const NAME = `cupongt_two_${Date.now().toString(36)}`;
const PREFIX = `${NAME}:`;
const PORTS = { a: 3321, b: 3322 } as const;

const reachable = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host, () => (socket.destroy(), resolve(true)));
    socket.on("error", () => resolve(false));
  });

function start(port: number, prepare: boolean): ChildProcess {
  return startServer(port, {
    DATABASE_URL: withDatabase(PG!, NAME, "cupongt_app"),
    DATABASE_OWNER_URL: withDatabase(PG!, NAME),
    MIGRATE_ON_START: String(prepare),
    SEED_ON_START: String(prepare),
    REDIS_URL: REDIS.toString(),
    REDIS_KEY_PREFIX: PREFIX,
    // Two fresh servers beside the rest of the suite on a small CI machine: the request deadline
    // (a hung database's, outage.test.ts) must not trip on a slow first sign-in.
    DB_REQUEST_TIMEOUT_MS: "30000",
  });
}

const healthy = (port: number) => waitHealthy(port);

const html = async (port: number, path: string) => (await fetch(`${origin(port)}${path}`)).text();

test.describe("two instances, one database, one Redis", () => {
  test.use({ baseURL: origin(PORTS.a) });
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const servers: ChildProcess[] = [];
  let admin: postgres.Sql | null = null;

  test.beforeAll(async () => {
    test.skip(!PG, "needs PostgreSQL: TEST_DATABASE_URL");
    test.skip(!(await reachable(REDIS.hostname, Number(REDIS.port || 6379))), "needs Redis at REDIS_URL");
    admin = postgres(PG!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${NAME}`);
    servers.push(start(PORTS.a, true)); // A migrates and seeds; B starts on the ready database
    await healthy(PORTS.a);
    servers.push(start(PORTS.b, false));
    await healthy(PORTS.b);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => stopServer(server)));
    const redis = createClient({ url: REDIS.toString() });
    await redis.connect().catch(() => {});
    if (redis.isReady) {
      for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 500 }))
        if (keys.length) await redis.unlink(keys);
      await redis.quit();
    }
    if (admin) {
      await admin.unsafe(`drop database if exists ${NAME} with (force)`);
      await admin.end();
    }
  });

  /** A coupon of the demo seller that is listed on its category's first page, as B shows it. */
  async function listedSellerCoupon(page: Page): Promise<{ path: string; category: string }> {
    await page.goto(`${origin(PORTS.a)}/vendedor`);
    const paths = await page
      .getByTestId("my-coupon")
      .getByRole("link", { name: "Ver" })
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    for (const path of paths) {
      const category = /href="\/categoria\/([a-z-]+)"/.exec(await html(PORTS.b, path))?.[1];
      if (category && (await html(PORTS.b, `/categoria/${category}`)).includes(`href="${path}"`))
        return { path, category };
    }
    throw new Error("no demo seller coupon on a category's first page");
  }

  test("a price changed through A is on B's coupon, category and search pages at B's next request; A's session works on B", async ({
    page,
  }) => {
    // Signed in on A (the shared helper's 5 s is short for a fresh server beside the suite).
    await page.goto(`${origin(PORTS.a)}/auth?next=/vendedor`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    const signIn = page.getByRole("form", { name: "Iniciar sesión" });
    await signIn.getByLabel("Email").fill(DEMO.seller);
    await signIn.getByLabel("Contraseña").fill(DEMO_PASSWORD);
    await signIn.getByRole("button", { name: "Entrar" }).click();
    await page.waitForURL(`${origin(PORTS.a)}/vendedor`, { timeout: 20_000 });
    const { path, category } = await listedSellerCoupon(page);
    const id = path.split("/")[2]!;

    // B has rendered and cached all three pages before the change.
    const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(await html(PORTS.b, path))![1]!;
    const search = `/buscar?q=${encodeURIComponent(title)}`;
    await html(PORTS.b, `/categoria/${category}`);
    await html(PORTS.b, search);

    await page.goto(`${origin(PORTS.a)}/vendedor/cupones/${id}/editar`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.getByRole("form", { name: "Editar cupón" });
    const before = Number(await form.getByLabel("Precio con descuento (Q)").inputValue());
    const price = (Math.max(1, before - 1) - 0.37).toFixed(2);
    await form.getByLabel("Precio con descuento (Q)").fill(price);
    await form.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Cupón actualizado")).toBeVisible({ timeout: 20_000 });

    // No waiting: the invalidation is in Redis before A answers the save, so B's first request
    // after it already renders the new price (the issue allows 2 s). The time B takes to render
    // the three pages is noted, not asserted: timings belong to benchmarks.
    const shown = `Q${Number(price).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    const started = Date.now();
    expect((await html(PORTS.b, path)).includes(shown), `coupon page on B shows ${shown}`).toBe(true);
    expect((await html(PORTS.b, `/categoria/${category}`)).includes(shown), `category page on B shows ${shown}`).toBe(
      true,
    );
    expect((await html(PORTS.b, search)).includes(shown), `search on B shows ${shown}`).toBe(true);
    test
      .info()
      .annotations.push({ type: "B's three pages after the change", description: `${Date.now() - started} ms` });

    // The session cookie A set is a session on B: the seller panel, not the sign-in page.
    await page.goto(`${origin(PORTS.b)}/vendedor`);
    await expect(page).toHaveURL(`${origin(PORTS.b)}/vendedor`);
    await expect(page.getByTestId("my-coupon").first()).toBeVisible();
  });
});
