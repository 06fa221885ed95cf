// FEL: how fast the local certifier issues documents (build the DTE XML from cents, derive the
// UUID, sign DatosEmision, add the certification block), and how long the seller's month ZIP takes
// for a business with 10,000 certified documents. Pure CPU, no database: the job's database work
// per document is a few single-row statements next to this.
// Run: flock /tmp/heavy.lock npx tsx bench/fel-certify.ts [documents=2000] [zipDocuments=10000]
import { performance } from "node:perf_hooks";
import { createLocalCertifier } from "../lib/fel/local";
import { buildDteXml } from "../lib/fel/xml/dte";
import type { DteInput } from "../lib/fel/xml/types";
import { documentsZip } from "../lib/fel/zip";

const documents = Number(process.argv[2] ?? 2000);
const zipDocuments = Number(process.argv[3] ?? 10_000);

const sale = (n: number): DteInput => ({
  kind: "FACT",
  emitter: {
    nit: "12345679",
    legalName: "Restaurante Los Volcanes, S.A.",
    commercialName: "Los Volcanes",
    establishment: 1,
    address: {
      line: "6a avenida 10-20 zona 1",
      postalCode: "01001",
      municipality: "Guatemala",
      department: "Guatemala",
      country: "GT",
    },
    affiliation: "GEN",
  },
  receptor: { id: { kind: "nit", id: "5762" }, name: "Ana López" },
  issuedAt: new Date(),
  // Two vouchers, the typical order.
  lines: [
    { description: `Cupón ${n}: Cena para dos`, quantity: 1, unitPriceCents: 14_056, discountCents: 0 },
    { description: `Cupón ${n}: Postre`, quantity: 1, unitPriceCents: 3_733, discountCents: 0 },
  ],
  adenda: { Pedido: String(n) },
});

async function main() {
  const certifier = createLocalCertifier();
  await certifier.certify({ documentId: "warm-up", emitterNit: "12345679", xml: buildDteXml(sale(0)) });
  const t0 = performance.now();
  for (let n = 0; n < documents; n++)
    await certifier.certify({ documentId: `doc-${n}`, emitterNit: "12345679", xml: buildDteXml(sale(n)) });
  const certifySeconds = (performance.now() - t0) / 1000;

  const docs = [];
  for (let n = 0; n < zipDocuments; n++) {
    const d = await certifier.certify({ documentId: `zip-${n}`, emitterNit: "12345679", xml: buildDteXml(sale(n)) });
    docs.push({ kind: "FACT", serie: d.serie, numero: d.numero, xml: d.xml });
  }
  const xmlBytes = docs.reduce((s, d) => s + Buffer.byteLength(d.xml), 0);
  const t1 = performance.now();
  const zip = documentsZip(docs);
  const zipMs = performance.now() - t1;

  console.log(
    `local certifier: ${documents} documents in ${certifySeconds.toFixed(2)} s = ${(documents / certifySeconds).toFixed(0)} documents/s`,
  );
  console.log(
    `month ZIP: ${zipDocuments} documents, ${(xmlBytes / 1e6).toFixed(1)} MB of XML -> ${(zip.length / 1e6).toFixed(2)} MB in ${zipMs.toFixed(0)} ms`,
  );
}

void main();
