import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/client";
import { businessMembers, businesses } from "@/lib/db/schema";
import type { BusinessProfileUpdate, QuickBusiness } from "@/lib/domain/forms/business";
import type { BusinessRole } from "@/lib/domain/forms/members";
import { SLUG_MAX_LENGTH, slugWithSuffix } from "@/lib/domain/slug";
import { isUuid } from "@/lib/domain/uuid";
import { CACHE_TAGS } from "../cache";
import type { Caller } from "../caller";
import { revalidateCatalogue } from "../revalidate";
import { runAs } from "../run-as";

// Business writes for the seller panel and /negocio/{id}/editar. Row level security decides;
// these functions turn its refusals into reasons the actions can word.

export type Refusal<R extends string> = { ok: false; reason: R };

/** Roles that may edit the business profile and publish for it: every member role. */
export const EDITOR_ROLES: readonly BusinessRole[] = ["owner", "manager", "editor"];

/** One boolean from a SQL expression, as the caller. */
export async function askBoolean(tx: Tx, expression: ReturnType<typeof sql>): Promise<boolean> {
  const [row] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select (${expression}) as ok`));
  return row?.ok === true;
}

/** How many tries at a free slug before giving up on numbering (rows hidden from us can hold some). */
const SLUG_ATTEMPTS = 25;

async function firstFreeSuffix(tx: Tx, base: string): Promise<number> {
  // Only the slugs this caller can see; the insert below copes with hidden ones.
  const rows = rowsOf<{ slug: string }>(
    await tx.execute(
      sql`select slug from public.businesses where slug = ${base} or slug ~ ${`^${base.slice(0, SLUG_MAX_LENGTH - 2)}.*-[0-9]+$`}`,
    ),
  );
  const taken = new Set(rows.map((r) => r.slug));
  let n = 1;
  while (taken.has(slugWithSuffix(base, n))) n++;
  return n;
}

/**
 * Quick business creation: the caller becomes its owner (trigger). A taken slug gets the
 * first free numbered suffix (pizza-luna-2, -3...): ON CONFLICT DO NOTHING, so neither a visible
 * nor a hidden nor a concurrently created business makes a database error surface.
 */
export async function createBusiness(
  caller: Caller,
  input: QuickBusiness,
): Promise<{ ok: true; id: string; slug: string } | Refusal<"not_seller" | "slug_exhausted">> {
  if (caller.role !== "authenticated") return { ok: false, reason: "not_seller" };
  const result = await runAs(caller, async (tx) => {
    if (!(await askBoolean(tx, sql`public.has_seller_role()`)))
      return { ok: false as const, reason: "not_seller" as const };
    let n = await firstFreeSuffix(tx, input.slug);
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++, n++) {
      const slug = slugWithSuffix(input.slug, n);
      const [row] = await tx
        .insert(businesses)
        .values({ ownerUserId: caller.userId, name: input.name, slug, category: input.category })
        .onConflictDoNothing({ target: businesses.slug })
        .returning({ id: businesses.id, slug: businesses.slug });
      if (row) return { ok: true as const, ...row };
    }
    return { ok: false as const, reason: "slug_exhausted" as const };
  });
  if (result.ok) revalidateCatalogue(CACHE_TAGS.businesses);
  return result;
}

/** Updates the profile by id (name, description, ...): members with owner, manager or editor. */
export async function updateBusiness(
  caller: Caller,
  id: string,
  fields: BusinessProfileUpdate,
): Promise<{ ok: true; slug: string } | Refusal<"not_found" | "forbidden">> {
  if (!isUuid(id)) return { ok: false, reason: "not_found" };
  if (caller.role !== "authenticated") return { ok: false, reason: "forbidden" };
  const result = await runAs(caller, async (tx) => {
    const [row] = await tx
      .update(businesses)
      .set(fields)
      .where(eq(businesses.id, id))
      .returning({ slug: businesses.slug });
    if (row) return { ok: true as const, slug: row.slug };
    const [visible] = await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id)).limit(1);
    return { ok: false as const, reason: visible ? ("forbidden" as const) : ("not_found" as const) };
  });
  if (result.ok) revalidateCatalogue(CACHE_TAGS.businesses, CACHE_TAGS.coupons);
  return result;
}

export interface MyBusiness {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  role: BusinessRole;
}

/**
 * The seller panel's business picker: businesses where the caller may publish (owner, manager,
 * editor), by name. The UI shows non-owner roles in parentheses; empty -> 'No tienes negocios disponibles.'.
 */
export async function listMyBusinesses(caller: Caller): Promise<MyBusiness[]> {
  if (caller.role !== "authenticated") return [];
  return runAs(caller, async (tx) => {
    const rows = await tx
      .select({
        id: businesses.id,
        name: businesses.name,
        slug: businesses.slug,
        logoUrl: businesses.logoUrl,
        role: businessMembers.role,
      })
      .from(businessMembers)
      .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
      .where(and(eq(businessMembers.userId, caller.userId), inArray(businessMembers.role, [...EDITOR_ROLES])))
      .orderBy(asc(businesses.name), asc(businesses.id));
    return rows.map((r) => ({ ...r, role: r.role as BusinessRole }));
  });
}

export interface BusinessForEdit {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  /** The English description (null: visitors reading English see the Spanish). */
  descriptionEn: string | null;
  logoUrl: string | null;
  coverUrl: string | null;
  category: string | null;
  city: string | null;
  website: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  socialXUrl: string | null;
  socialInstagramUrl: string | null;
  socialFacebookUrl: string | null;
  socialTiktokUrl: string | null;
  isVerified: boolean;
  status: string;
  /** The caller's role in it, null when not a member (or signed out). */
  role: BusinessRole | "member" | null;
  /** The form is enabled only for owner, manager or editor; others see it read-only. */
  canEdit: boolean;
  /** Only owners add, change and remove members. */
  canManageMembers: boolean;
}

/** /negocio/{id}/editar: the business as the caller may see it, null when unknown or hidden from them. */
export async function getBusinessForEdit(caller: Caller, id: string): Promise<BusinessForEdit | null> {
  if (!isUuid(id)) return null;
  return runAs(caller, async (tx) => {
    const [b] = await tx.select().from(businesses).where(eq(businesses.id, id)).limit(1);
    if (!b) return null;
    let role: BusinessForEdit["role"] = null;
    if (caller.role === "authenticated") {
      const [m] = await tx
        .select({ role: businessMembers.role })
        .from(businessMembers)
        .where(and(eq(businessMembers.businessId, id), eq(businessMembers.userId, caller.userId)))
        .limit(1);
      role = (m?.role as BusinessForEdit["role"]) ?? null;
    }
    // A plain member or a cashier (cajero) sees the form read-only.
    const canEdit = role !== null && EDITOR_ROLES.includes(role as BusinessRole);
    return {
      id: b.id,
      name: b.name,
      slug: b.slug,
      description: b.description,
      descriptionEn: b.descriptionEn,
      logoUrl: b.logoUrl,
      coverUrl: b.coverUrl,
      category: b.category,
      city: b.city,
      website: b.website,
      phone: b.phone,
      whatsapp: b.whatsapp,
      email: b.email,
      socialXUrl: b.socialXUrl,
      socialInstagramUrl: b.socialInstagramUrl,
      socialFacebookUrl: b.socialFacebookUrl,
      socialTiktokUrl: b.socialTiktokUrl,
      isVerified: b.isVerified,
      status: b.status,
      role,
      canEdit,
      canManageMembers: role === "owner",
    };
  });
}
