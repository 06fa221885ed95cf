import { NextResponse } from "next/server";

/**
 * A 303 to a path on this site, as a relative Location. Building an absolute URL from
 * request.url would use the server's own idea of its host ("localhost"), which may differ from
 * the one the browser used (127.0.0.1, a proxy's name): the cookies just set would be lost.
 */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}
