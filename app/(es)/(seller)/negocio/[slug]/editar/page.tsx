import { shortDateFormat } from "@/lib/i18n/intl-format";
import type { Metadata } from "next";
import Link from "@/components/i18n/link";
import { cache } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "@/lib/i18n/server";
import { getSession } from "@/lib/auth/session";
import { getBusinessForEdit, type BusinessForEdit } from "@/lib/data/catalogue/businesses-write";
import { getBankAccount } from "@/lib/ledger/data/bank-accounts";
import { getFelProfile } from "@/lib/fel/data/profiles";
import { listBusinessInvitations } from "@/lib/data/accounts/invitations";
import { listMembers } from "@/lib/data/accounts/members";
import { isUuid } from "@/lib/domain/uuid";
import { BusinessEditForm, type BusinessFormValues } from "./_components/business-edit-form";
import { listOwnBranches } from "@/lib/places/data/branches";
import { BranchesPanel } from "./_components/branches-panel";
import { BankAccountPanel } from "./_components/bank-account-panel";
import { FelProfilePanel } from "./_components/fel-profile-panel";
import { MembersPanel } from "./_components/members-panel";
import { VerificationPanel } from "./_components/verification-panel";

// /negocio/{id}/editar. Next allows one param name per segment, so [slug] holds the id here.
// Per person (who may edit depends on the session): always rendered on request, never indexed.
export const dynamic = "force-dynamic";

interface PageProps {
  params: Promise<{ slug: string }>;
}

/** One read for metadata and page (React cache), as the signed-in caller or anon. */
const loadBusiness = cache(async (id: string) => {
  const { user, caller } = await getSession();
  return { user, caller, business: await getBusinessForEdit(caller, id) };
});

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { slug: id } = await params;
  const t = await getTranslations("businessEdit");
  const business = isUuid(id) ? (await loadBusiness(id)).business : null;
  const title = business ? `${t("metaTitle")}: ${business.name}` : isUuid(id) ? t("notFound") : t("invalidId");
  return { title, robots: { index: false, follow: false } };
}

const formValuesOf = (b: BusinessForEdit): BusinessFormValues => ({
  name: b.name,
  description: b.description ?? "",
  descriptionEn: b.descriptionEn ?? "",
  logoUrl: b.logoUrl ?? "",
  coverUrl: b.coverUrl ?? "",
  category: b.category ?? "",
  city: b.city ?? "",
  website: b.website ?? "",
  phone: b.phone ?? "",
  whatsapp: b.whatsapp ?? "",
  email: b.email ?? "",
  socialXUrl: b.socialXUrl ?? "",
  socialInstagramUrl: b.socialInstagramUrl ?? "",
  socialFacebookUrl: b.socialFacebookUrl ?? "",
  socialTiktokUrl: b.socialTiktokUrl ?? "",
});

const dayFormat = shortDateFormat;

export default async function BusinessEditPage({ params }: PageProps) {
  const { slug: id } = await params;
  const business = isUuid(id) ? (await loadBusiness(id)).business : null;
  // Rendered on request and streamed: the status is sent with the first bytes, so notFound() must
  // come before any Suspense boundary; ./not-found.tsx then tells 'ID inválido' from unknown.
  if (!business) notFound();
  const [{ user, caller }, t] = await Promise.all([loadBusiness(id), getTranslations("businessEdit")]);
  // Non-members get an empty list (RLS), so the team section only shows to the team.
  const isOwner = business.role === "owner";
  // A cashier (cajero) reads no FEL data (row level security); its panel would only mislead.
  const showFel = business.role !== null && business.role !== "cajero";
  const [members, invitations, branches, felProfile, bankAccount] = await Promise.all([
    business.role ? listMembers(caller, business.id) : [],
    business.canManageMembers ? listBusinessInvitations(caller, business.id) : [],
    // Owners and managers edit the branches (row level security); the same roles as members.
    business.canManageMembers || business.role === "manager" ? listOwnBranches(caller, business.id) : null,
    showFel ? getFelProfile(caller, business.id) : null,
    // The bank account is the owner's alone (row level security gives managers and editors no row).
    isOwner ? getBankAccount(caller, business.id) : null,
  ]);
  const pending = invitations.map((i) => ({
    id: i.id,
    email: i.email,
    role: i.role,
    expiresLabel: dayFormat().format(new Date(i.expiresAt)),
  }));

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <p className="text-muted-foreground">{business.name}</p>
        </div>
        <Link href={`/negocio/${business.slug}`} className="text-sm font-medium text-primary hover:underline">
          {t("viewPublic")}
        </Link>
      </header>
      {business.canEdit ? null : (
        <div
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          data-testid="no-permission"
        >
          <p className="font-medium">{t("noPermission")}</p>
          {user ? null : (
            <p className="mt-1">
              {t("signInPrompt")}{" "}
              <Link
                href={`/auth?next=/negocio/${business.id}/editar`}
                className="font-medium underline underline-offset-2"
              >
                {t("signIn")}
              </Link>
            </p>
          )}
        </div>
      )}
      <BusinessEditForm id={business.id} initial={formValuesOf(business)} canEdit={business.canEdit} />
      {business.role === "owner" ? (
        <VerificationPanel caller={caller} businessId={business.id} isVerified={business.isVerified} />
      ) : null}
      {branches ? <BranchesPanel businessId={business.id} branches={branches} /> : null}
      {showFel ? (
        <FelProfilePanel profile={felProfile} businessId={business.id} isOwner={business.role === "owner"} />
      ) : null}
      {isOwner ? <BankAccountPanel account={bankAccount} businessId={business.id} /> : null}
      {members.length > 0 ? (
        <MembersPanel
          businessId={business.id}
          members={members}
          invitations={pending}
          canManage={business.canManageMembers}
        />
      ) : null}
    </div>
  );
}
