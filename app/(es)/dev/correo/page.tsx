import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { headers } from "next/headers";
import { getTranslations } from "@/lib/i18n/server";
import { outboxPageEnabled, readOutbox } from "@/lib/email/mailer";
import { readPeer } from "@/lib/net/peer-stamp";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The local outbox: account e-mails written to disk when no SMTP is configured. Their links sign
 * people in, so the page answers only the local walkthrough: no SMTP, no public origin, and a
 * request from this machine that no proxy relayed. Everyone else gets a 404.
 */
export default async function OutboxPage({ searchParams }: { searchParams: Promise<{ para?: string }> }) {
  if (!outboxPageEnabled(readPeer(await headers()))) notFound();
  const [t, { para }] = await Promise.all([getTranslations("outbox"), searchParams]);
  const mails = (await readOutbox(typeof para === "string" ? para : undefined)).slice(0, 50);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="mt-1 mb-6 text-muted-foreground">{t("description")}</p>
      {mails.length === 0 ? <p>{t("empty")}</p> : null}
      <ol className="grid gap-4">
        {mails.map((mail) => (
          <li key={mail.id} className="rounded-lg border bg-card p-4" data-testid="outbox-mail">
            <p className="text-sm">
              <strong>{t("to")}:</strong> <span data-field="to">{mail.to}</span>
            </p>
            <p className="text-sm">
              <strong>{t("subject")}:</strong> {mail.subject}
            </p>
            <p className="text-xs text-muted-foreground">
              {t("sentAt")}: {mail.sentAt}
            </p>
            <pre className="mt-2 text-sm break-all whitespace-pre-wrap">{mail.text}</pre>
            {mail.attachments?.length ? (
              <p className="mt-2 text-sm">
                <strong>{t("attachments")}:</strong>{" "}
                {mail.attachments.map((a) => (
                  // A download link (a data: URL): the walkthrough opens the .ics or the PDF the mail carried.
                  <a
                    key={a.filename}
                    data-testid="outbox-attachment"
                    className="mr-2 font-mono underline"
                    download={a.filename}
                    href={`data:${a.contentType.split(";")[0]};base64,${a.contentBase64}`}
                  >
                    {a.filename}
                  </a>
                ))}
              </p>
            ) : null}
            {/* The HTML part (receipts with their QR images), sandboxed: no scripts, no same-origin access. */}
            {mail.html ? (
              <iframe
                title={t("htmlPreview")}
                srcDoc={mail.html}
                sandbox=""
                className="mt-2 h-[32rem] w-full rounded border bg-white"
              />
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
