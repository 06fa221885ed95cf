import { shortDateFormat } from "@/lib/i18n/intl-format";
import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";
import { BusinessInvitations } from "@/components/profile/business-invitations";
import { ChangePasswordButton } from "@/components/profile/change-password-button";
import { MailLanguageForm } from "@/components/profile/mail-language-form";
import { ProfileForm } from "@/components/profile/profile-form";
import { PushKindsForm } from "@/components/profile/push-kinds-form";
import { SellerModeToggle } from "@/components/profile/seller-mode-toggle";
import { Button } from "@/components/ui/button";
import { getSession } from "@/lib/auth/session";
import { listMyInvitations } from "@/lib/data/accounts/invitations";
import { getMyProfile } from "@/lib/data/accounts/profiles";
import { pushPreferences } from "@/lib/wallet/data/push-subscriptions";
import { vapidConfig } from "@/lib/wallet/push/config";
import { privatePageMetadata } from "@/lib/seo/private-page";
import { ProfileReferrals } from "./_components/profile-referrals";

export const generateMetadata = privatePageMetadata("profilePage", "/perfil");

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-sm">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const dayFormat = shortDateFormat;

export default async function ProfilePage() {
  const [t, { user, caller }] = await Promise.all([getTranslations("profilePage"), getSession()]);
  const signedIn = user && caller.role === "authenticated";
  const [profile, invitations, push] = signedIn
    ? await Promise.all([
        getMyProfile(caller),
        listMyInvitations(caller),
        // Only where push is configured: otherwise there is nothing to choose.
        vapidConfig() ? pushPreferences(caller) : null,
      ])
    : [null, [], null];
  if (!user || !profile) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t("signedOutTitle")}</h1>
        <p className="mt-2 text-muted-foreground">{t("signedOutText")}</p>
        <Button asChild className="mt-6">
          <Link href="/auth?next=/perfil">{t("signIn")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted-foreground">
          {t("email")}: {user.email}
        </p>
      </div>
      <Section id="perfil-datos" title={profile.displayName ?? user.displayName}>
        <ProfileForm initial={{ displayName: profile.displayName ?? "", avatarUrl: profile.avatarUrl ?? "" }} />
      </Section>
      {invitations.length > 0 ? (
        <Section id="invitaciones" title={t("invitations.title")}>
          <BusinessInvitations
            invitations={invitations.map((i) => ({
              id: i.id,
              businessName: i.businessName,
              role: i.role,
              invitedByName: i.invitedByName,
              expiresLabel: dayFormat().format(new Date(i.expiresAt)),
            }))}
          />
        </Section>
      ) : null}
      <ProfileReferrals caller={caller} />
      <Section id="perfil-rol" title={t("roleTitle")}>
        <SellerModeToggle initialSeller={profile.isSeller} />
      </Section>
      <Section id="perfil-cuenta" title={t("linksTitle")}>
        <ul className="flex flex-wrap gap-3 text-sm">
          <li>
            <Link className="text-primary underline underline-offset-2" href="/mis-cupones">
              {t("myCoupons")}
            </Link>
          </li>
          <li>
            <Link className="text-primary underline underline-offset-2" href="/mis-compras">
              {t("myOrders")}
            </Link>
          </li>
          <li>
            <Link className="text-primary underline underline-offset-2" href="/favoritos">
              {t("favourites")}
            </Link>
          </li>
          <li>
            <Link className="text-primary underline underline-offset-2" href="/logros">
              {t("achievements")}
            </Link>
          </li>
        </ul>
      </Section>
      <Section id="idioma" title={t("language.title")}>
        <MailLanguageForm initial={profile.locale} />
      </Section>
      {push ? (
        <Section id="avisos" title={t("push.title")}>
          <PushKindsForm initialOff={push.off} devices={push.devices} />
        </Section>
      ) : null}
      <Section id="configuracion" title={t("settingsTitle")}>
        <ChangePasswordButton email={user.email} />
      </Section>
    </div>
  );
}
