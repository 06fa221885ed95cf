#!/usr/bin/env node
// Exit 0 when a PostgreSQL answers `select 1` at the given URL within 3 s, 1 otherwise.
import postgres from "postgres";

const url = process.argv[2];
const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
try {
  await sql`select 1`;
  await sql.end({ timeout: 1 });
  process.exit(0);
} catch {
  process.exit(1);
}
