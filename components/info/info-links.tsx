import Link from "@/components/i18n/link";
import { getTranslations } from "@/lib/i18n/server";

type Namespace = "aboutPage" | "howItWorksPage" | "businessesLandingPage" | "helpPage" | "termsPage" | "privacyPage";

const LINKS = [
  { href: "/sobre-nosotros", key: "about" },
  { href: "/como-funciona", key: "howItWorks" },
  { href: "/para-empresas", key: "forBusinesses" },
  { href: "/ayuda", key: "help" },
  { href: "/terminos", key: "terms" },
  { href: "/privacidad", key: "privacy" },
] as const;

/** The info pages link to each other and to /terminos and /privacidad. */
export async function InfoLinks({ namespace, current }: { namespace: Namespace; current: string }) {
  const t = await getTranslations(`${namespace}.links`);
  return (
    <nav aria-labelledby="info-links-title" className="mt-12 border-t pt-6">
      <h2 id="info-links-title" className="text-sm font-semibold text-muted-foreground">
        {t("moreTitle")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {LINKS.filter((l) => l.href !== current).map((l) => (
          <li key={l.href}>
            <Link href={l.href} className="text-primary hover:underline">
              {t(l.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
