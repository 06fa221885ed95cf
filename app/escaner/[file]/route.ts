// The QR decoder of the counter's scanner (ZXing compiled to WebAssembly, ~1.1 MB), for browsers
// without a native BarcodeDetector. Served from our own origin: the library's default is a CDN,
// which the Content-Security-Policy (and a phone behind a strict shop Wi-Fi) would refuse. The
// scanner asks for it with the library's version in the query, hence the year-long cache.
import { readFile } from "node:fs/promises";
import { join } from "node:path";

const FILE = "zxing_reader.wasm";
let bytes: Promise<Buffer> | undefined;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  if ((await params).file !== FILE) return new Response("Not found", { status: 404 });
  // node_modules beside the server (next.config.ts traces the file into a standalone build).
  bytes ??= readFile(join(process.cwd(), "node_modules/zxing-wasm/dist/reader", FILE)).catch((error: unknown) => {
    bytes = undefined;
    throw error;
  });
  const body = new Uint8Array(await bytes);
  return new Response(body, {
    headers: { "Content-Type": "application/wasm", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
