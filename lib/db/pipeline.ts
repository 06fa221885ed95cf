// One transaction sent to PostgreSQL in one go: BEGIN, the statements and COMMIT written to one
// connection without waiting for each answer (the protocol's pipelining; postgres.js sends every
// query with its own Sync). The server runs them back to back, so a row lock a statement takes is
// released by the COMMIT already waiting behind it, not a round trip through this process later:
// under a flash sale's burst that round trip, through a busy event loop, was most of the time each
// buyer held the coupon's row and so most of everyone else's wait.
// A statement that fails aborts the transaction; the COMMIT behind it then answers ROLLBACK, so
// nothing of it is kept, as with a transaction whose callback threw.
import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type postgres from "postgres";
import type { Db } from "./client";

export type Pipeline = (statements: readonly SQL[], onConnection?: () => void) => Promise<unknown[][]>;

const dialect = new PgDialect();

/** The pipeline of a PostgreSQL handle's pool; undefined on PGlite, which runs in this process. */
export function pipelineOf(db: Db): Pipeline | undefined {
  const client = (db as unknown as { $client?: postgres.Sql }).$client;
  if (typeof client?.reserve !== "function") return undefined;
  return async (statements, onConnection) => {
    const connection = await client.reserve();
    onConnection?.();
    try {
      const queries = statements.map((statement) => dialect.sqlToQuery(statement));
      const sent = [
        connection.unsafe("begin"),
        ...queries.map((q) => connection.unsafe(q.sql, q.params as postgres.ParameterOrJSON<never>[])),
        connection.unsafe("commit"),
      ];
      const settled = await Promise.allSettled(sent);
      const failed = settled.find((s) => s.status === "rejected");
      if (failed) throw failed.reason;
      return settled.slice(1, -1).map((s) => [...((s as PromiseFulfilledResult<unknown[]>).value ?? [])]);
    } finally {
      connection.release();
    }
  };
}
