// Reads back what the printable invoice shows from a certified DTE (ours or a certifier's):
// element names without their prefix, so any prefix the certifier writes works.
import { create } from "xmlbuilder2";
import { TEST_DOCUMENT_MARK } from "../types";

export interface DteSummary {
  kind: string;
  issuedAt: string;
  emitter: { nit: string; name: string; commercialName: string; address: string };
  /** `kind`: "cui" when the DTE marks the id TipoEspecial="CUI"; otherwise a NIT or 'CF'. */
  receptor: { id: string; name: string; kind: "nit" | "cui" };
  lines: Array<{ description: string; quantity: string; total: string; iva: string | null }>;
  ivaTotal: string | null;
  grandTotal: string;
  certification: {
    uuid: string;
    serie: string;
    numero: string;
    certifierName: string;
    certifierNit: string;
    at: string;
  } | null;
  reference: string | null;
  test: boolean;
}

type Node = { [key: string]: unknown };

/** The child named `name` (any prefix); arrays are returned as they are. */
function child(node: unknown, name: string): unknown {
  if (!node || typeof node !== "object") return undefined;
  const key = Object.keys(node).find((k) => k === name || k.endsWith(`:${name}`));
  return key ? (node as Node)[key] : undefined;
}
const path = (node: unknown, ...names: string[]) => names.reduce(child, node);
const text = (node: unknown): string =>
  typeof node === "string" ? node : node && typeof node === "object" ? String((node as Node)["#"] ?? "") : "";
const attr = (node: unknown, name: string) => text(child(node, `@${name}`));
const list = (node: unknown) => (node === undefined ? [] : Array.isArray(node) ? node : [node]);

export function readDte(xml: string): DteSummary {
  const root = create(xml).end({ format: "object" }) as Node;
  const dte = path(root, "GTDocumento", "SAT", "DTE");
  const data = child(dte, "DatosEmision");
  const general = child(data, "DatosGenerales");
  const emitter = child(data, "Emisor");
  const address = child(emitter, "DireccionEmisor");
  const receptor = child(data, "Receptor");
  const cert = child(dte, "Certificacion");
  const auth = child(cert, "NumeroAutorizacion");
  const ref = path(data, "Complementos", "Complemento", "ReferenciasNota");
  return {
    kind: attr(general, "Tipo"),
    issuedAt: attr(general, "FechaHoraEmision"),
    emitter: {
      nit: attr(emitter, "NITEmisor"),
      name: attr(emitter, "NombreEmisor"),
      commercialName: attr(emitter, "NombreComercial"),
      address: ["Direccion", "Municipio", "Departamento"].map((n) => text(child(address, n))).join(", "),
    },
    receptor: {
      id: attr(receptor, "IDReceptor"),
      name: attr(receptor, "NombreReceptor"),
      kind: attr(receptor, "TipoEspecial").toUpperCase() === "CUI" ? "cui" : "nit",
    },
    lines: list(path(data, "Items", "Item")).map((item) => ({
      description: text(child(item, "Descripcion")),
      quantity: text(child(item, "Cantidad")),
      total: text(child(item, "Total")),
      iva: text(path(item, "Impuestos", "Impuesto", "MontoImpuesto")) || null,
    })),
    ivaTotal: attr(path(data, "Totales", "TotalImpuestos", "TotalImpuesto"), "TotalMontoImpuesto") || null,
    grandTotal: text(path(data, "Totales", "GranTotal")),
    certification: cert
      ? {
          uuid: text(auth),
          serie: attr(auth, "Serie"),
          numero: attr(auth, "Numero"),
          certifierName: text(child(cert, "NombreCertificador")),
          certifierNit: text(child(cert, "NITCertificador")),
          at: text(child(cert, "FechaHoraCertificacion")),
        }
      : null,
    reference: ref ? attr(ref, "NumeroAutorizacionDocumentoOrigen") : null,
    test: xml.includes(TEST_DOCUMENT_MARK),
  };
}
