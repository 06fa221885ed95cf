import "server-only";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/lib/db/client";
import { runAsSystem } from "@/lib/data/system";
import { sendEmail, type Email } from "@/lib/email/mailer";

/**
 * Sends an e-mail at most once per key (a receipt per order, a reminder per voucher and threshold):
 * a retried job, or a second job with the same purpose, skips what was already sent. The key is
 * recorded right after the mail server accepts the message; only a crash between the two could
 * send it twice (at-least-once, never silently lost). Answers whether it sent now.
 */
export async function sendMailOnce(key: string, email: Email, jobId?: number): Promise<boolean> {
  const sent = await runAsSystem(async (tx) =>
    rowsOf<{ key: string }>(await tx.execute(sql`select key from app_private.sent_mails where key = ${key}`)),
  );
  if (sent.length > 0) return false;
  await sendEmail(email);
  await runAsSystem((tx) =>
    tx.execute(
      sql`insert into app_private.sent_mails (key, job_id) values (${key}, ${jobId ?? null}) on conflict (key) do nothing`,
    ),
  );
  return true;
}
