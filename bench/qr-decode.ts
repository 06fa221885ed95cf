// The counter's QR decoder: frames per second that ZXing's WebAssembly build (the
// scanner's decoder where the browser has no BarcodeDetector) reads at 640×480, on voucher QRs as
// the camera sees them: the link every voucher carries, drawn large, at arm's length (a third of
// the frame), and with sensor noise. Node's V8 runs the same WebAssembly as Chrome's. Run:
//   npx tsx bench/qr-decode.ts 200
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { voucherQrPayload } from "@/lib/domain/voucher-link";
import { qrLumaFrame } from "@/tests/e2e/helpers/y4m";

const N = Number(process.argv[2] ?? 200);
const W = 640;
const H = 480;
const text = voucherQrPayload("https://cupongt.com", "AB2CD3EF4GHJ");

/** A grey frame as RGBA ImageData; `scale` shrinks the QR into the middle, `noise` adds ± that much. */
function frame(scale: number, noise: number) {
  const small = qrLumaFrame(text, Math.round(W * scale), Math.round(H * scale));
  const sw = Math.round(W * scale);
  const sh = Math.round(H * scale);
  const data = new Uint8ClampedArray(W * H * 4);
  const ox = Math.floor((W - sw) / 2);
  const oy = Math.floor((H - sh) / 2);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const inside = x >= ox && x < ox + sw && y >= oy && y < oy + sh;
      const base = inside ? small[(y - oy) * sw + (x - ox)]! : 180;
      const v = base + (noise ? (Math.random() * 2 - 1) * noise : 0);
      const i = (y * W + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = v;
      data[i + 3] = 255;
    }
  return { data, width: W, height: H, colorSpace: "srgb" as const };
}

async function main() {
  const wasm = readFileSync(join(process.cwd(), "node_modules/zxing-wasm/dist/reader/zxing_reader.wasm"));
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  const cases = [
    ["large (85% of the height)", frame(1, 0)],
    ["arm's length (a third)", frame(0.4, 0)],
    ["arm's length, noise ±40", frame(0.4, 40)],
  ] as const;
  console.log(`QR decode, ZXing WebAssembly, ${W}×${H}, ${N} frames each`);
  for (const [label, image] of cases) {
    const first = await readBarcodes(image as ImageData, { formats: ["QRCode"], tryHarder: true });
    if (first[0]?.text !== text) throw new Error(`${label}: not decoded (${first.length} results)`);
    const times: number[] = [];
    for (let i = 0; i < N; i++) {
      const t0 = performance.now();
      await readBarcodes(image as ImageData, { formats: ["QRCode"], tryHarder: true });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / N;
    const p95 = times[Math.floor(N * 0.95)]!;
    console.log(`${label}: ${(1000 / mean).toFixed(1)} fps (mean ${mean.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms)`);
  }
}

void main();
