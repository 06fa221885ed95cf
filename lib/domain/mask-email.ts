// The operator sees whose payment it is without the page showing a full address: the first letter
// of the mailbox and the domain ("a•••@example.com"). Pure.

export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•••";
  return `${email[0]}•••${email.slice(at)}`;
}
