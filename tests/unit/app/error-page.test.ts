import { NextIntlClientProvider } from "next-intl";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import RootError from "@/app/(es)/error";
import { clientMessages } from "@/lib/i18n/client-messages";
import messages from "@/messages/es.json";

const render = (digest?: string) => {
  const page = createElement(RootError, { error: Object.assign(new Error("x"), { digest }), reset: () => {} });
  const provider = { locale: "es", timeZone: "America/Guatemala", messages: clientMessages() } as Parameters<
    typeof NextIntlClientProvider
  >[0];
  return renderToStaticMarkup(createElement(NextIntlClientProvider, provider, page));
};

describe("the root error page", () => {
  it("speaks Spanish from the shell's own messages, with a retry, a way home and the reference", () => {
    const html = render("2718281828");
    expect(html).toContain(messages.errorPage.title);
    expect(html).toContain(messages.errorPage.retry);
    expect(html).toContain('href="/"');
    expect(html).toContain("Código de referencia: 2718281828");
    expect(html).toContain('role="alert"');
  });

  it("shows no reference line without a digest", () => {
    expect(render()).not.toContain("Código de referencia");
  });
});
