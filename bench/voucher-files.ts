// The voucher's files: time to build and sign an Apple Wallet pass (p50/p95, signed with a
// throwaway CA made here, as the tests do) and its size, and the same for the printable PDF.
// No database: both are built from one voucher's data. Run:
//   npx tsx --conditions=react-server bench/voucher-files.ts 300
import { performance } from "node:perf_hooks";
import type { VoucherPdfData } from "@/lib/data/orders/voucher-pdf";
import { vouchersPdf } from "@/lib/pdf/voucher";
import { buildVoucherPass } from "@/lib/wallet/apple-pass";
import { makeTestPassCertificates } from "@/tests/fixtures/pass-certificates";

const N = Number(process.argv[2] ?? 300);
const voucher: VoucherPdfData = {
  id: "00000000-0000-4000-8000-000000000001",
  code: "AB2CD3EF4GHJ",
  state: "vigente",
  title: "Cena para dos con postre y bebidas en terraza con vista al volcán",
  businessName: "Restaurante La Terraza",
  businessAddress: "5a Avenida Norte 12, Antigua Guatemala",
  businessCity: "Sacatepéquez",
  finePrint: [
    "Válido de lunes a jueves.",
    "Reserva con 24 horas de anticipación.",
    "No acumulable con otras promociones.",
  ],
  expiresAt: "2026-12-31T23:59:00.000Z",
};
const config = { passTypeId: "pass.gt.cupongt.bench", teamId: "ABCDE12345", certificates: makeTestPassCertificates() };

async function measure(label: string, build: () => Uint8Array | Promise<Uint8Array>) {
  let size = 0;
  for (let i = 0; i < 5; i++) size = (await build()).byteLength; // warm-up
  const ms: number[] = [];
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    size = (await build()).byteLength;
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  console.log(`${label}: n=${N} p50=${at(0.5)} ms p95=${at(0.95)} ms max=${at(1)} ms size=${size} bytes`);
}

await measure("apple pass", () => buildVoucherPass(voucher, config));
await measure("pdf", () => vouchersPdf([voucher]));
