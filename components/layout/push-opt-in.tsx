"use client";

import { useEffect, useState } from "react";
import Link from "@/components/i18n/link";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { deletePushSubscriptionAction } from "@/lib/actions/push/delete-push-subscription";
import { getPushSetup } from "@/lib/actions/push/get-push-setup";
import { savePushSubscriptionAction } from "@/lib/actions/push/save-push-subscription";
import { currentSubscription, pushSupported, subscribeThisDevice } from "./push-client";

// The one place a shopper is offered phone notifications: inside the notifications drawer they
// opened themselves, never as a prompt on arrival. The browser's permission question comes only
// from the button. Hidden when push is not configured, not supported, or blocked for the site.

type State = "hidden" | "off" | "on" | "busy" | "failed";

async function save(subscription: PushSubscriptionJSON): Promise<boolean> {
  const saved = await savePushSubscriptionAction({
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    userAgent: navigator.userAgent.slice(0, 300),
  });
  return saved.ok;
}

export function PushOptIn() {
  const t = useTranslations("notifications.push");
  const [state, setState] = useState<State>("hidden");
  const [publicKey, setPublicKey] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported() || Notification.permission === "denied") return;
    let live = true;
    void (async () => {
      const setup = await getPushSetup({});
      if (!live || !setup.ok || !setup.data) return;
      const subscription = await currentSubscription();
      if (!live) return;
      setPublicKey(setup.data.publicKey);
      setState(subscription ? "on" : "off");
      // The browser may have renewed the keys since: the stored copy is refreshed (an upsert).
      if (subscription) await save(subscription.toJSON());
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  async function enable() {
    if (!publicKey) return;
    setState("busy");
    try {
      const subscription = await subscribeThisDevice(publicKey);
      if (!subscription) return setState(Notification.permission === "denied" ? "hidden" : "off");
      setState((await save(subscription)) ? "on" : "failed");
    } catch {
      setState("failed");
    }
  }

  async function disable() {
    setState("busy");
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await deletePushSubscriptionAction({ endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState("off");
    } catch {
      setState("failed");
    }
  }

  if (state === "hidden") return null;
  return (
    <div className="grid gap-2 border-b px-4 py-3 text-sm" data-testid="push-opt-in">
      <p className="text-muted-foreground">{state === "on" ? t("on") : t("offer")}</p>
      {state === "failed" ? <p role="alert">{t("failed")}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        {state === "on" ? (
          <Button variant="outline" size="sm" onClick={() => void disable()}>
            {t("disable")}
          </Button>
        ) : (
          <Button size="sm" disabled={state === "busy"} onClick={() => void enable()}>
            {t("enable")}
          </Button>
        )}
        <Link className="text-primary underline underline-offset-2" href="/perfil#avisos">
          {t("choose")}
        </Link>
      </div>
    </div>
  );
}
