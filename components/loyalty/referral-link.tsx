"use client";

import { useSyncExternalStore } from "react";
import { Copy, Share2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { toast } from "@/components/feedback/toast";
import { Button } from "@/components/ui/button";

const noSubscription = () => () => {};

/** This site's origin in the browser; empty on the server (the link then shows as a path). */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
}

interface ReferralLinkProps {
  code: string;
  /** Friends whose first purchase came through this link; omitted to leave the line out. */
  referralsCount?: number;
  /** Show the program's text (Q50 each, Q100 extra) above the link. */
  withText?: boolean;
  /** The minimum first order that earns the reward, formatted ("Q50.00"): the text and the WhatsApp message state it. */
  minimum: string;
}

/**
 * A user's referral link (/r/CODE) with copy and WhatsApp sharing. Used by /perfil, the home
 * loyalty panel and the community page's referidos tab.
 */
export function ReferralLink({ code, referralsCount, withText = false, minimum }: ReferralLinkProps) {
  const t = useTranslations("loyalty");
  const origin = useOrigin();
  const url = `${origin}/r/${code}`;
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(t("whatsappMessage", { url, minimum }))}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/r/${code}`);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  return (
    <div className="flex flex-col gap-2" data-testid="referral-link">
      {withText ? <p className="text-sm text-muted-foreground">{t("referralText", { minimum })}</p> : null}
      <label className="text-sm font-medium" htmlFor={`referral-${code}`}>
        {t("referralLinkLabel")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`referral-${code}`}
          readOnly
          value={url}
          className="h-9 min-w-0 flex-1 rounded-md border bg-muted px-3 text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden />
          {t("copy")}
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <Share2 aria-hidden />
            {t("whatsapp")}
          </a>
        </Button>
      </div>
      {referralsCount === undefined ? null : (
        <p className="text-sm text-muted-foreground">{t("referralsCount", { count: referralsCount })}</p>
      )}
    </div>
  );
}
