"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { GoogleButton } from "./google-button";
import { LoginForm } from "./login-form";
import { notifyError } from "@/components/feedback/notify";
import { SignupForm } from "./signup-form";

type Tab = "login" | "signup";

export function AuthTabs({
  initialTab,
  next,
  invalidLink,
  referralCode,
}: {
  initialTab: Tab;
  next?: string;
  invalidLink?: boolean;
  referralCode?: string;
}) {
  const t = useTranslations("auth");
  const [tab, setTab] = useState<Tab>(initialTab);
  useEffect(() => {
    if (invalidLink) notifyError(t("linkExpiredTitle"), t("errors.linkInvalid"));
  }, [invalidLink, t]);

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === "signup" ? "signup" : "login")}>
      <TabsList>
        <TabsTrigger value="login">{t("loginTab")}</TabsTrigger>
        <TabsTrigger value="signup">{t("signupTab")}</TabsTrigger>
      </TabsList>
      <TabsContent value="login" className="mt-4">
        <LoginForm next={next} />
      </TabsContent>
      <TabsContent value="signup" className="mt-4">
        <SignupForm referralCode={referralCode} onDone={() => setTab("login")} />
      </TabsContent>
      <div className="my-2 flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t("or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <GoogleButton />
    </Tabs>
  );
}
