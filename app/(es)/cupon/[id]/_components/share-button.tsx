"use client";

import { Share2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { toast } from "@/components/feedback/toast";
import { Button } from "@/components/ui/button";

interface ShareButtonProps {
  title: string;
  url: string;
}

/** 'Compartir' uses the Web Share API and falls back to copying the link ('¡Enlace copiado!'). */
export function ShareButton({ title, url }: ShareButtonProps) {
  const t = useTranslations("couponPage");

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("linkCopied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  return (
    <Button type="button" variant="outline" onClick={share} className="flex-1">
      <Share2 aria-hidden />
      {t("share")}
    </Button>
  );
}
