// A URL whose coupon id is not valid percent-encoding ("/cupon/%ZZ") makes Next's own parameter
// decoding fail with a 500 before any page code runs. Such ids are answered here instead: the
// page gets a placeholder id, which it treats like any malformed id ('Cupón no encontrado', 404),
// and the view endpoint answers 400. Every other non-uuid id goes to the same placeholder, so
// junk URLs share one cached 404 instead of each writing its own ISR cache file (a 300-character
// id even fails to be written: ENAMETOOLONG). Limited to the coupon routes.
import { NextResponse, type NextRequest } from "next/server";
import { isUuid } from "@/lib/domain/uuid";

const PLACEHOLDER = "id-no-valido";
const COUPON_PATH = /^\/cupon\/([^/]+)(\/.*)?$/;

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!decodes(pathname)) {
    if (pathname.startsWith("/api/")) return new NextResponse(null, { status: 400 });
    return NextResponse.rewrite(new URL(`/cupon/${PLACEHOLDER}`, request.url));
  }
  const match = COUPON_PATH.exec(pathname);
  if (match && match[1] !== PLACEHOLDER && !isUuid(match[1])) {
    return NextResponse.rewrite(new URL(`/cupon/${PLACEHOLDER}${match[2] ?? ""}`, request.url));
  }
  return NextResponse.next();
}

export const config = { matcher: ["/cupon/:path*", "/api/cupones/:path*"] };
