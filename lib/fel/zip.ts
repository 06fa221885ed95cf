// A month of a business's certified documents as one ZIP of XML files (for its accountant),
// named KIND-SERIE-NUMERO.xml; a document since cancelled keeps its file and adds its anulación,
// KIND-SERIE-NUMERO-ANULACION.xml (the accountant declares both). XML compresses well; level 6 is
// fflate's default balance.
import { strToU8, zipSync } from "fflate";

export interface ZipDocument {
  kind: string;
  serie: string | null;
  numero: string | null;
  xml: string | null;
  /** The certified anulación of a cancelled document. */
  cancelXml?: string | null;
}

export function documentsZip(documents: readonly ZipDocument[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const d of documents) {
    const name = `${d.kind}-${d.serie}-${d.numero}`;
    if (d.xml) files[`${name}.xml`] = strToU8(d.xml);
    if (d.xml && d.cancelXml) files[`${name}-ANULACION.xml`] = strToU8(d.cancelXml);
  }
  return zipSync(files, { level: 6 });
}
