import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { toJobListing, type JobListing, type JobRow } from "@/lib/jobs/listing";
import type { Caller } from "../caller";
import { PG, pgErrorOf } from "../db-errors";
import { runAs } from "../run-as";

// What the /admin pages list. Each list is a SECURITY DEFINER function that refuses anyone but
// an admin (42501); here a refusal is an empty list, the page itself having checked isAdmin.

async function adminRows<T>(caller: Caller, query: ReturnType<typeof sql>): Promise<T[]> {
  if (caller.role !== "authenticated") return [];
  try {
    return rowsOf<T>(await runAs(caller, (tx) => tx.execute(query)));
  } catch (error) {
    if (pgErrorOf(error).code === PG.insufficientPrivilege) return [];
    throw error;
  }
}

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());

export interface ReportedItem {
  kind: "coupon" | "review";
  targetId: string;
  couponId: string;
  title: string;
  status: string;
  reporters: number;
  reasons: string[];
  details: string[];
  lastReportedAt: string | null;
}

export async function listReportedItems(caller: Caller): Promise<ReportedItem[]> {
  const rows = await adminRows<{
    kind: "coupon" | "review";
    target_id: string;
    coupon_id: string;
    title: string;
    status: string;
    reporters: number;
    reasons: string[] | null;
    details: string[] | null;
    last_reported_at: string | Date | null;
  }>(caller, sql`select * from public.admin_list_reports(200)`);
  return rows.map((r) => ({
    kind: r.kind,
    targetId: r.target_id,
    couponId: r.coupon_id,
    title: r.title,
    status: r.status,
    reporters: Number(r.reporters),
    reasons: r.reasons ?? [],
    details: (r.details ?? []).slice(0, 5),
    lastReportedAt: iso(r.last_reported_at),
  }));
}

export interface VerificationItem {
  id: string;
  businessId: string;
  businessName: string;
  businessSlug: string;
  nit: string;
  documentName: string;
  status: string;
  reason: string | null;
  createdAt: string;
}

export async function listVerificationRequests(caller: Caller): Promise<VerificationItem[]> {
  const rows = await adminRows<{
    id: string;
    business_id: string;
    business_name: string;
    business_slug: string;
    nit: string;
    document_name: string;
    status: string;
    reason: string | null;
    created_at: string | Date;
  }>(caller, sql`select * from public.admin_list_verifications(200)`);
  return rows.map((r) => ({
    id: r.id,
    businessId: r.business_id,
    businessName: r.business_name,
    businessSlug: r.business_slug,
    nit: r.nit,
    documentName: r.document_name,
    status: r.status,
    reason: r.reason,
    createdAt: iso(r.created_at)!,
  }));
}

export type AdminJob = JobListing;

/** Jobs not done (failed first), as `npm run jobs` lists them, through the admin-only function. */
export async function listAdminJobs(caller: Caller): Promise<AdminJob[]> {
  const rows = await adminRows<JobRow>(caller, sql`select * from public.admin_list_jobs(200)`);
  return rows.map((j) => toJobListing(j, (v) => iso(v)!));
}

/** Whether a private verification document belongs to a request (admins only). */
export async function isVerificationDocument(caller: Caller, name: string): Promise<boolean> {
  const rows = await adminRows<{ ok: boolean }>(
    caller,
    sql`select exists (select 1 from public.admin_list_verifications(500) v where v.document_name = ${name}) as ok`,
  );
  return rows[0]?.ok === true;
}
