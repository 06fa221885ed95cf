// What /vendedor/canjes and its CSV show: the caller's counter businesses, the chosen one
// (?negocio=, else the first), the URL's filters and the redemptions that match. The database
// decides who sees which rows (owners and managers all of the business's, an editor or a cashier
// only their own); the branch and member lists come from the range's rows.
import "server-only";
import type { SignedInCaller } from "@/lib/data/caller";
import { listBusinessRedemptions, listMyCounterBusinesses, type RedemptionEntry } from "@/lib/data/orders/counter";
import { parseRedemptionFilters, redemptionRange, type RedemptionFilterValues } from "@/lib/domain/redemption-filters";

export interface RedemptionRecord {
  businesses: { id: string; name: string; role: string }[];
  business: { id: string; name: string; role: string } | null;
  filters: RedemptionFilterValues;
  rows: RedemptionEntry[];
  branches: { id: string; name: string }[];
  members: { id: string; name: string }[];
}

type Params = Record<string, string | string[] | undefined>;

export async function loadRedemptionRecord(caller: SignedInCaller, params: Params): Promise<RedemptionRecord> {
  const filters = parseRedemptionFilters(params);
  const businesses = await listMyCounterBusinesses(caller);
  const wanted = (Array.isArray(params.negocio) ? params.negocio[0] : params.negocio)?.toLowerCase();
  const business = businesses.find((b) => b.id === wanted) ?? businesses[0] ?? null;
  if (!business) return { businesses, business, filters, rows: [], branches: [], members: [] };
  const inRange = await listBusinessRedemptions(caller, business.id, redemptionRange(filters));
  const branches = new Map<string, string>();
  const members = new Map<string, string>();
  for (const r of inRange) {
    if (r.branchId) branches.set(r.branchId, r.branchName ?? "");
    if (r.memberUserId) members.set(r.memberUserId, r.memberName);
  }
  const rows = inRange.filter(
    (r) =>
      (!filters.branchId || r.branchId === filters.branchId) &&
      (!filters.memberId || r.memberUserId === filters.memberId),
  );
  const sorted = (m: Map<string, string>) =>
    [...m].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, "es"));
  return { businesses, business, filters, rows, branches: sorted(branches), members: sorted(members) };
}
