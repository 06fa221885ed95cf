// A URL whose coupon id is not valid percent-encoding ("/cupon/%ZZ") makes Next's own parameter
// decoding fail with a 500 before any page code runs. Such ids are answered here instead: the
// page gets a placeholder id, which it treats like any malformed id ('Cupón no encontrado', 404),
// and the view endpoint answers 400. Limited to the coupon routes so other requests pay nothing.
import { NextResponse, type NextRequest } from "next/server";

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
  if (decodes(pathname)) return NextResponse.next();
  if (pathname.startsWith("/api/")) return new NextResponse(null, { status: 400 });
  return NextResponse.rewrite(new URL("/cupon/id-no-valido", request.url));
}

export const config = { matcher: ["/cupon/:path*", "/api/cupones/:path*"] };
