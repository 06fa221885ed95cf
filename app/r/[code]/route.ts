import { seeOther } from "@/lib/auth/see-other";
import { normaliseReferralCode } from "@/lib/domain/auth-forms";

/**
 * A shared referral link (/r/CODE): opens sign-up with the friend's code. A malformed
 * code opens plain sign-up; an unknown one is ignored by the database at sign-up.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ code: string }> }) {
  const code = normaliseReferralCode((await params).code);
  return seeOther(code ? `/auth?tab=registro&ref=${code}` : "/auth?tab=registro");
}
