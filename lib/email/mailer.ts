import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { outboxOpen } from "@/lib/net/client-address";
import { env, siteOriginConfigured } from "@/lib/env";
import type { Peer } from "@/lib/net/peer-stamp";

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Optional HTML part; images may be data: URIs (sent as inline attachments over SMTP). */
  html?: string;
  /** Files sent with it (the receipt's printable vouchers); base64 so the outbox stores them as JSON. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface StoredEmail extends Email {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes the message to the outbox folder,
 * where the local walkthrough (the /dev/correo page) and tests read it. Links in these mails are
 * secrets: the page is served only to this machine (outboxPageEnabled).
 */
export async function sendEmail(email: Email, outboxDir = env.OUTBOX_DIR): Promise<void> {
  if (env.SMTP_URL) {
    const { createTransport } = await import("nodemailer");
    // attachDataUrls: a receipt's QR images travel as inline (cid:) attachments, which mail
    // clients show, instead of data: URIs, which many block.
    const { attachments, ...rest } = email;
    await createTransport(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM,
      ...rest,
      attachments: attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.contentBase64, "base64"),
      })),
      attachDataUrls: true,
    });
    return;
  }
  const stored: StoredEmail = { id: randomUUID(), from: env.MAIL_FROM, sentAt: new Date().toISOString(), ...email };
  const dir = resolve(outboxDir);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, `${stored.sentAt.replace(/[:.]/g, "-")}-${stored.id}.json`),
    JSON.stringify(stored, null, 2),
  );
}

/** Newest first; optionally only those sent to one address. */
export async function readOutbox(to?: string, outboxDir = env.OUTBOX_DIR): Promise<StoredEmail[]> {
  const dir = resolve(outboxDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((n) => n.endsWith(".json"))
      .map(async (n) => JSON.parse(await readFile(join(dir, n), "utf8")) as StoredEmail),
  );
  const wanted = to?.trim().toLowerCase();
  return mails.filter((m) => !wanted || m.to.toLowerCase() === wanted).sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** Whether this request may read the outbox: local walkthrough only (lib/net/client-address.ts). */
export function outboxPageEnabled(peer: Peer | null): boolean {
  return outboxOpen({
    smtpConfigured: env.SMTP_URL !== undefined,
    siteOriginConfigured: siteOriginConfigured(),
    setting: env.OUTBOX_PAGE,
    peer: peer?.address ?? null,
    proxied: peer?.proxied ?? true,
  });
}
