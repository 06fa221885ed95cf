// Shared by the benchmark scripts: wait until a server started for a run answers its health check.

/** Resolves once `${url}/api/health` answers 2xx; throws after `timeoutMs`. */
export async function waitHealthy(url, timeoutMs = 240_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
  }
  throw new Error("server did not become healthy");
}

/** A fresh database on the PostgreSQL at `adminUrl`: its URLs (owner, or as `user`) and `drop()`. */
export async function freshDatabase(postgres, adminUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = (user) =>
    Object.assign(new URL(adminUrl), { pathname: `/${name}`, ...(user ? { username: user } : {}) }).toString();
  return {
    name,
    url,
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** `next start` of this build on `port`, migrating and seeding the database `db` (freshDatabase). */
export function startProductionServer(spawn, port, db, env = {}) {
  return spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: db.url("cupongt_app"),
      DATABASE_OWNER_URL: db.url(),
      MIGRATE_ON_START: "true",
      SEED_ON_START: "true",
      RATE_LIMIT_SIGN_UP_PER_IP: "1000000",
      RATE_LIMIT_SIGN_IN_PER_IP: "1000000",
      SITE_URL: "",
      SMTP_URL: "",
      ...env,
    },
  });
}

export const percentile = (values, p) =>
  values.length === 0
    ? null
    : values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
