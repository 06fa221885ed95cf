import { seeOther } from "@/lib/auth/see-other";

// SIGN_OUT_LANDING (components/layout/nav-links.ts): where sign-out lands before home. It is inside
// the voucher worker's scope (public/sw.js), so a phone that saved /mis-cupones for offline use
// deletes that copy and unregisters the worker on the way; without a worker it is a plain
// redirect. Signs no one out by itself (a GET never does).
export function GET() {
  return seeOther("/");
}
