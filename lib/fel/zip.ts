// A month of a business's certified documents as one ZIP of XML files (for its accountant),
// named KIND-SERIE-NUMERO.xml. XML compresses well; level 6 is fflate's default balance.
import { strToU8, zipSync } from "fflate";

export interface ZipDocument {
  kind: string;
  serie: string | null;
  numero: string | null;
  xml: string | null;
}

export function documentsZip(documents: readonly ZipDocument[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const d of documents) if (d.xml) files[`${d.kind}-${d.serie}-${d.numero}.xml`] = strToU8(d.xml);
  return zipSync(files, { level: 6 });
}
