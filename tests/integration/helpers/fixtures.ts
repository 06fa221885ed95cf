// Ids of seeded rows the tests lean on, derived exactly as the seed derives them.
import { authenticatedCaller, type Caller } from "@/lib/data/caller";
import { SEED_BUSINESSES } from "@/lib/db/seed/businesses";
import { seedId } from "@/lib/db/seed/ids";
import { DEMO_USERS, REVIEWERS } from "@/lib/db/seed/users";

export const userId = (key: string) => seedId("user", key);

export const buyer: Caller = authenticatedCaller(userId(DEMO_USERS.buyer.key), DEMO_USERS.buyer.email);
export const seller: Caller = authenticatedCaller(userId(DEMO_USERS.seller.key), DEMO_USERS.seller.email);
export const manager: Caller = authenticatedCaller(userId(DEMO_USERS.manager.key), DEMO_USERS.manager.email);
export const editor: Caller = authenticatedCaller(userId(DEMO_USERS.editor.key), DEMO_USERS.editor.email);
export const reviewer0: Caller = authenticatedCaller(userId(REVIEWERS[0]!.key));

export const demoBusinessSlugs = SEED_BUSINESSES.filter((b) => b.ownedByDemoSeller).map((b) => b.slug);
export const demoBusinessId = seedId("business", demoBusinessSlugs[0]!);
export const otherBusiness = SEED_BUSINESSES.find((b) => !b.ownedByDemoSeller)!;
export const otherBusinessId = seedId("business", otherBusiness.slug);
