// Validates XML against SAT's schemas with libxml2 compiled to WebAssembly (no native build).
// xmllint-wasm does no I/O, so every file a schema imports is preloaded under the exact
// schemaLocation the importing schema names.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { validateXML } from "xmllint-wasm";

const dir = join(process.cwd(), "lib/fel/xsd");
const read = (name: string) => readFileSync(join(dir, name), "utf8");

const COMPLEMENTS = [
  "GT_Complemento_Referencia_Nota-0.1.0.xsd",
  "GT_Complemento_Fac_Especial-0.1.0.xsd",
  "GT_Complemento_Exportaciones-0.1.0.xsd",
  "GT_Complemento_Cambiaria-0.1.0.xsd",
];

export async function validateDte(xml: string) {
  return validateXML({
    xml: [{ fileName: "dte.xml", contents: xml }],
    schema: [{ fileName: "GT_Documento-0.2.0.xsd", contents: read("GT_Documento-0.2.0.xsd") }],
    preload: COMPLEMENTS.map((fileName) => ({ fileName, contents: read(fileName) })),
  });
}

export async function validateAnulacion(xml: string) {
  return validateXML({
    xml: [{ fileName: "anulacion.xml", contents: xml }],
    schema: [{ fileName: "GT_AnulacionDocumento-0.1.0.xsd", contents: read("GT_AnulacionDocumento-0.1.0.xsd") }],
    // The anulación schema imports xmldsig from a sub-folder of SAT's distribution.
    preload: [{ fileName: "esquemas_fel/xmldsig-core-schema.xsd", contents: read("xmldsig-core-schema.xsd") }],
  });
}
