#!/usr/bin/env node
// `npm run proof:serverless`: the app as a serverless Node host runs it (issue 16). A standalone
// build (`NEXT_OUTPUT=standalone`) is copied to a folder the server cannot write (run as `nobody`
// when this runs as root), with only its own /tmp folder writable; PostgreSQL is migrated and
// seeded beforehand, as a deploy pipeline does; no worker runs in the server (JOBS_WORKER=off)
// and jobs run only when /api/cron/jobs is called with the secret. Then: browse, sign up, buy,
// the receipt is mailed by the cron call, the business redeems the voucher — and nothing was
// written inside the app's folder. BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres),
// PROOF_PORT (3341), PROOF_SKIP_BUILD=1 reuses .next-standalone.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import postgres from "postgres";
import { actionClient, checkoutForm, newShopperSession } from "./actions.mjs";
import { waitHealthy } from "./server.mjs";

const port = Number(process.env.PROOF_PORT || 3341);
const pgAdminUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const origin = `http://127.0.0.1:${port}`;
const root = "/tmp/cupongt-serverless";
const app = join(root, "app");
const tmp = join(root, "tmp");
const name = `cupongt_proof_${Date.now().toString(36)}`;
const dbUrl = (user) =>
  Object.assign(new URL(pgAdminUrl), { pathname: `/${name}`, ...(user ? { username: user } : {}) }).toString();
const secret = randomUUID() + randomUUID();
const DIST = ".next-standalone";

function step(text) {
  console.log(`✓ ${text}`);
}
function check(condition, text) {
  if (!condition) throw new Error(`FAILED: ${text}`);
  step(text);
}
function run(command, args, env = {}) {
  const r = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

if (process.env.PROOF_SKIP_BUILD !== "1" || !existsSync(join(DIST, "standalone", "server.js"))) {
  // `next build` adds its dist folder's types to tsconfig.json: put the file back as it was.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  try {
    run(process.execPath, ["node_modules/next/dist/bin/next", "build"], { NEXT_OUTPUT: "standalone" });
  } finally {
    writeFileSync("tsconfig.json", tsconfig);
  }
}
// The folder a host deploys: the traced server, its static files and public/ (Next copies neither).
rmSync(root, { recursive: true, force: true });
cpSync(join(DIST, "standalone"), app, { recursive: true, verbatimSymlinks: true });
cpSync(join(DIST, "static"), join(app, DIST, "static"), { recursive: true });
cpSync("public", join(app, "public"), { recursive: true });
// The image optimizer keeps resized photos in <dist>/cache: the one folder a read-only deploy links
// to scratch space (docs/operations.md, Serverless hosts). Rendered pages stay in memory (cache-handler.mjs).
for (const dir of ["outbox", "next-cache"]) {
  mkdirSync(join(tmp, dir), { recursive: true });
  chmodSync(join(tmp, dir), 0o777);
}
chmodSync(tmp, 0o777);
symlinkSync(join(tmp, "next-cache"), join(app, DIST, "cache"));
spawnSync("chmod", ["-R", "a-w", app]);
const marker = join(root, "marker");
writeFileSync(marker, "");
const asRoot = process.getuid?.() === 0;

const admin = postgres(pgAdminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
let server;
let stderr = "";
let stdout = "";
const owner = postgres(dbUrl(), { max: 2, onnotice: () => {} });
try {
  // The deploy pipeline's part: schema and catalogue, from the repository, as the owner.
  const ownerEnv = { DATABASE_URL: dbUrl(), DATABASE_OWNER_URL: dbUrl() };
  run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/db-migrate.ts"], ownerEnv);
  run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/db-seed.ts"], ownerEnv);
  step("database migrated and seeded by the pipeline, not by the server");

  const command = asRoot ? "setpriv" : process.execPath;
  const args = asRoot
    ? ["--reuid=65534", "--regid=65534", "--clear-groups", process.execPath, "server.js"]
    : ["server.js"];
  server = spawn(command, args, {
    cwd: app,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOME: tmp,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATABASE_URL: dbUrl("cupongt_app"),
      // System work (sign-in, rate limits) switches to service_role from the owner's connection.
      DATABASE_OWNER_URL: dbUrl(),
      MIGRATE_ON_START: "false",
      SEED_ON_START: "false",
      JOBS_WORKER: "off",
      CRON_SECRET: secret,
      OUTBOX_DIR: join(tmp, "outbox"),
      PGLITE_DATA_DIR: join(tmp, "pglite"),
      PAYMENT_DELAY_MS: "200",
    },
  });
  server.stdout.on("data", (chunk) => (stdout += chunk));
  server.stderr.on("data", (chunk) => (stderr += chunk));
  await waitHealthy(origin);
  step(`standalone server up from a read-only folder${asRoot ? " as user nobody" : ""}`);

  const [coupon] = await owner`
    select c.id, c.title from public.coupons c join public.business_members m on m.business_id = c.business_id
    join auth.users u on u.id = m.user_id
    where u.email = 'vendedor@cupongt.test' and c.status = 'active' and c.end_time > now() + interval '2 days' and c.remaining > 5
    order by c.id limit 1`;
  for (const [path, text] of [
    ["/", "CuponGT"],
    ["/buscar?q=pizza", "pizza"],
    [`/cupon/${coupon.id}`, coupon.title],
    ["/terminos", "Términos"],
  ]) {
    const response = await fetch(origin + path);
    const html = await response.text();
    check(response.status === 200 && html.includes(text), `GET ${path} → 200 with its content`);
  }

  // Uploaded photos go through the image optimizer, which caches its output under the dist
  // folder when it can write there.
  const optimized = await fetch(`${origin}/_next/image?url=${encodeURIComponent("/icons/icon-512.png")}&w=256&q=75`, {
    headers: { accept: "image/webp" },
  });
  check(
    optimized.status === 200 && optimized.headers.get("content-type") === "image/webp",
    "an optimized image → 200 image/webp",
  );

  const callAction = actionClient(origin, join(DIST));
  const { email, cookie } = await newShopperSession(callAction, "serverless");
  step("sign-up and sign-in through the actions (session cookie set)");
  const quote = await callAction("quoteCartAction", { items: [{ couponId: coupon.id, quantity: 1 }] }, cookie);
  const order = await callAction(
    "placeOrderAction",
    checkoutForm(coupon.id, quote.result.data.totals.totalCents, email),
    cookie,
  );
  check(order.result.ok, "purchase through the checkout action");
  const [job] =
    await owner`select state from app_private.jobs where name = 'send_receipt' and payload ->> 'orderId' = ${order.result.data.orderId}`;
  check(job?.state === "queued", "the receipt waits in the queue: no worker runs in the server");

  check((await fetch(`${origin}/api/cron/jobs`)).status === 401, "the cron endpoint refuses a call without the secret");
  const tick = await fetch(`${origin}/api/cron/jobs`, { headers: { authorization: `Bearer ${secret}` } });
  const ticked = await tick.json();
  check(
    tick.status === 200 && ticked.ran >= 1,
    `the cron call ran ${ticked.ran} job(s) and offered ${ticked.scheduled.length} recurring one(s)`,
  );
  const mails = readdirSync(join(tmp, "outbox")).map((f) => JSON.parse(readFileSync(join(tmp, "outbox", f), "utf8")));
  check(
    mails.some((m) => m.to === email && /recibo|compra/i.test(m.subject)),
    "the receipt was mailed to the buyer",
  );

  const [voucher] = await owner`
    select v.code from public.vouchers v join public.order_items i on i.id = v.order_item_id where i.order_id = ${order.result.data.orderId}`;
  const seller = await callAction("signIn", { email: "vendedor@cupongt.test", password: "CuponGT2026!" });
  const redeemed = await callAction("redeemVoucherAction", { code: voucher.code }, seller.cookies);
  check(redeemed.result.ok, "the business redeemed the voucher");

  const written = spawnSync("find", [app, "-newer", marker, "-not", "-type", "d"], { encoding: "utf8" }).stdout.trim();
  check(written === "", "nothing was written inside the app's folder");
  check(!/EACCES|EROFS|EPERM/.test(stderr), "no write refused in the server's log");
  check(
    stdout.includes('"event":"cache-memory"'),
    "the page cache noticed the read-only disk and kept renders in memory",
  );
  console.log(
    `OK: a read-only standalone server on PostgreSQL served, sold, mailed through cron and redeemed (${statSync(app).mode.toString(8)})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (stderr) console.error(`--- server stderr ---\n${stderr.slice(-4000)}`);
  process.exitCode = 1;
} finally {
  server?.kill("SIGTERM");
  await owner.end();
  await new Promise((r) => setTimeout(r, 1000));
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
