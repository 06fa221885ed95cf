// The business a seller's numbers page is about: ?negocio=<id> when it is one of theirs, else
// their first. Sign-in is checked here for real (proxy.ts only looked for a session cookie).
import { redirectToSignIn } from "@/lib/i18n/page-redirect";
import "server-only";
import { getSession } from "@/lib/auth/session";
import { listMyBusinesses, type MyBusiness } from "@/lib/data/catalogue/businesses-write";
import type { SignedInCaller } from "@/lib/data/caller";

export interface ChosenBusiness {
  caller: SignedInCaller;
  businesses: MyBusiness[];
  business: MyBusiness | null;
}

export async function chooseBusiness(path: string, requested: string | string[] | undefined): Promise<ChosenBusiness> {
  const { user, caller } = await getSession();
  if (!user || caller.role !== "authenticated") redirectToSignIn(path);
  const businesses = await listMyBusinesses(caller);
  const wanted = Array.isArray(requested) ? requested[0] : requested;
  const business = businesses.find((b) => b.id === wanted?.toLowerCase()) ?? businesses[0] ?? null;
  return { caller, businesses, business };
}
