// Keyset pages of the admin lists: the cursor is the last row's sort key (an optional rank, its
// time and its id), written as one opaque URL-safe string. A cursor that does not parse is the
// first page, never an error. Pure.
import { isUuid } from "./uuid";

export interface AdminCursor {
  rank?: number;
  at: string;
  id: string;
}

export function encodeCursor(cursor: AdminCursor): string {
  const parts = [cursor.rank ?? "", cursor.at, cursor.id].join("|");
  return Buffer.from(parts, "utf8").toString("base64url");
}

export function decodeCursor(value: string | null | undefined): AdminCursor | null {
  if (!value || value.length > 200) return null;
  const [rank, at, id, extra] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (extra !== undefined || !isUuid(id) || !at || Number.isNaN(Date.parse(at))) return null;
  if (rank === "") return { at: new Date(at).toISOString(), id };
  const n = Number(rank);
  return Number.isInteger(n) && n >= 0 && n <= 9 ? { rank: n, at: new Date(at).toISOString(), id } : null;
}
