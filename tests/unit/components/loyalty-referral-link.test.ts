// The WhatsApp message a user shares promises the Q50 only for a first order of at least the
// referral minimum (the operator's setting), both on /perfil and on the home's loyalty panel.
import { createElement, type ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { ReferralLink } from "@/components/loyalty/referral-link";
import { HOME_CLIENT_NAMESPACES, clientMessages } from "@/lib/i18n/client-messages";

const sharedText = (props: ComponentProps<typeof ReferralLink>) => {
  const html = renderToStaticMarkup(
    createElement(
      NextIntlClientProvider,
      {
        locale: "es-GT",
        messages: clientMessages(HOME_CLIENT_NAMESPACES),
        timeZone: "America/Guatemala",
      } as ComponentProps<typeof NextIntlClientProvider>,
      createElement(ReferralLink, props),
    ),
  );
  const href = /href="https:\/\/wa\.me\/\?text=([^"]+)"/.exec(html)?.[1];
  return decodeURIComponent(href!.replaceAll("&amp;", "&"));
};

describe("ReferralLink WhatsApp message", () => {
  it("states the minimum first order with the link, with and without the program's text", () => {
    for (const withText of [false, true]) {
      const text = sharedText({ code: "ABCD1234", minimum: "Q75.00", withText });
      expect(text).toBe(
        "Únete a CuponGT con mi enlace: si tu primera compra es de al menos Q75.00, ganas Q50 de crédito. /r/ABCD1234",
      );
      expect(text).not.toContain("gana Q50 en tu primera compra");
    }
  });
});
