// The canonical mailbox of an e-mail address: the inbox the mail really lands in. Referral rewards
// are paid once per canonical mailbox, so x+1@… and x.y@gmail.com cannot farm them as new people.
// The database applies the same rule (app_private.canonical_mailbox) and is the one that decides;
// tests/integration/referral-farming.test.ts checks that both agree on a corpus. Pure, no I/O.

/** Providers that deliver a.b.c@ and abc@ to the same inbox, with the domain they are known by. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/** Lower case, the local part without its +tag, and without dots where the provider ignores them. */
export function canonicalMailbox(email: string): string {
  const e = email.replace(/^\s+|\s+$/g, "").toLowerCase();
  const at = e.lastIndexOf("@");
  if (at < 0) return e;
  let local = e.slice(0, at).split("+")[0]!;
  let domain = e.slice(at + 1);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}

/** Whether two addresses reach the same inbox (a referral between them is a self-referral). */
export function sameMailbox(a: string, b: string): boolean {
  return canonicalMailbox(a) === canonicalMailbox(b);
}
