// SQL fragments shared by the row level security policies. The helper functions are
// SECURITY DEFINER (created in the first migration) so that a policy on one table can ask about
// business membership without recursing into business_members' own policies.
import { sql } from "drizzle-orm";

export const uid = sql`(select auth.uid())`;
export const EDITOR_ROLES = sql`array['owner','manager','editor']::text[]`;
export const ANY_MEMBER_ROLE = sql`array['owner','manager','editor','member']::text[]`;
