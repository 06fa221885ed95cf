// A local stand-in that speaks Infile's API (the paths, headers and JSON of ./adapter.ts), so the
// real adapter is tested here without Infile. It certifies with the local certifier, remembers
// each identificador (a repeat gets the same document or cancellation, as Infile does), and can be told to fail
// the next N calls with a 503 to exercise retries.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isValidCui } from "@/lib/domain/fel/ids";
import { isValidNit } from "@/lib/domain/nit";
import { createLocalCertifier } from "../local";
import type { CancelledDocument, CertifiedDocument } from "../types";
import { satDateTime } from "../xml/format";
import { CUI_LOGIN_PATH, CUI_LOOKUP_PATH } from "./cui";

export const STANDIN_KEYS = { user: "CUPONGT_LOCAL", apiKey: "LLAVE-API-LOCAL", signKey: "LLAVE-FIRMA-LOCAL" };

/**
 * The taxpayers the stand-in's NIT lookup knows (Infile answers from SAT's registry): a valid NIT
 * outside the table answers as unregistered, so the checkout's refusal can be exercised too.
 */
export const STANDIN_TAXPAYERS: Readonly<Record<string, string>> = {
  "12345679": "COMERCIO DE PRUEBA, SOCIEDAD ANONIMA",
  "5762": "LOPEZ GARCIA, ANA MARIA",
  "576937K": "TZUL XILOJ, INES",
};

/** The people the stand-in's RENAP lookup knows, by CUI (RENAP writes surnames first). */
export const STANDIN_CITIZENS: Readonly<Record<string, string>> = {
  "1234567890101": "LOPEZ GARCIA, ANA MARIA",
  "3021456720101": "TZUL XILOJ, INES",
};

const STANDIN_TOKEN = "token-local-de-prueba";

export interface RunningInfileStandin {
  url: string;
  /** INFILE_SIGN_URL and INFILE_NIT_URL for this stand-in. */
  signUrl: string;
  nitUrl: string;
  /** Certifications by identificador. */
  issued: Map<string, CertifiedDocument>;
  /** Cancellations by identificador. */
  cancelled: Map<string, CancelledDocument>;
  /** How many requests were made per path (tests check a retry did not certify twice). */
  calls: Map<string, number>;
  failNext(count: number): void;
  close(): Promise<void>;
}

/** The body as fields: JSON (certification, NIT) or multipart/form-data (the CUI lookup). */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers["content-type"] ?? "";
  try {
    if (type.startsWith("multipart/form-data"))
      return Object.fromEntries(await new Response(raw, { headers: { "content-type": type } }).formData());
    return JSON.parse(raw.toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const b64 = (t: string) => Buffer.from(t, "utf8").toString("base64");
const unb64 = (t: unknown) => Buffer.from(String(t ?? ""), "base64").toString("utf8");

/** `names` and `citizens`: the lookups' tables instead of STANDIN_TAXPAYERS and STANDIN_CITIZENS. */
export async function startInfileStandin(
  options: { port?: number; names?: Record<string, string>; citizens?: Record<string, string> } = {},
) {
  const local = createLocalCertifier();
  const issued = new Map<string, CertifiedDocument>();
  const cancelled = new Map<string, CancelledDocument>();
  const calls = new Map<string, number>();
  let failures = 0;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    if (req.method !== "POST") return send(res, 405, { resultado: false, descripcion: "Método no permitido" });
    if (failures > 0) {
      failures--;
      return send(res, 503, { resultado: false, descripcion: "Servicio no disponible" });
    }
    const body = await readBody(req);
    if (path === "/sign_solicitud_firmas/firma_xml") {
      if (body.llave !== STANDIN_KEYS.signKey)
        return send(res, 200, { resultado: false, descripcion: "Llave inválida" });
      // The stand-in does not sign on the emitter's behalf: it hands the XML back as Infile's
      // signer would, with the document unchanged.
      return send(res, 200, { resultado: true, descripcion: "OK", archivo: String(body.archivo ?? "") });
    }
    if (path === "/rest/action") {
      const nit = String(body.nit_consulta ?? "");
      if (body.emisor_clave !== STANDIN_KEYS.apiKey || !isValidNit(nit) || nit.toUpperCase() === "CF")
        return send(res, 200, { nit, nombre: "", mensaje: "NIT no válido" });
      const nombre = (options.names ?? STANDIN_TAXPAYERS)[nit.toUpperCase()];
      return send(res, 200, nombre ? { nit, nombre, mensaje: "" } : { nit, nombre: "", mensaje: "NIT no registrado" });
    }
    if (path === CUI_LOGIN_PATH) {
      if (body.prefijo !== STANDIN_KEYS.user || body.llave !== STANDIN_KEYS.apiKey)
        return send(res, 200, { resultado: false, descripcion: "Credenciales inválidas" });
      const until = satDateTime(new Date(Date.now() + 2 * 3_600_000));
      return send(res, 200, { resultado: true, descripcion: "OK", token: STANDIN_TOKEN, fecha_de_vencimiento: until });
    }
    if (path === CUI_LOOKUP_PATH) {
      if (req.headers.authorization !== `Bearer ${STANDIN_TOKEN}`)
        return send(res, 401, { resultado: false, descripcion: "Token inválido" });
      const cui = String(body.cui ?? "");
      const nombre = isValidCui(cui) ? (options.citizens ?? STANDIN_CITIZENS)[cui] : undefined;
      if (!nombre) return send(res, 200, { resultado: false, descripcion: "CUI no encontrado" });
      return send(res, 200, { resultado: true, descripcion: "OK", cui: { cui, nombre, fallecido: "NO" } });
    }
    const certify = path === "/fel/certificacion/v2/dte/";
    if (!certify && path !== "/fel/anulacion/v2/dte/") return send(res, 404, { resultado: false });
    if (req.headers.usuario !== STANDIN_KEYS.user || req.headers.llave !== STANDIN_KEYS.apiKey)
      return send(res, 401, { resultado: false, descripcion: "Credenciales inválidas" });
    const id = String(req.headers.identificador ?? "");
    const nit = String(body.nit_emisor ?? "");
    const xml = unb64(body.xml_dte);
    try {
      if (!certify) {
        // A repeated identificador gets the cancellation already made, as for a certification.
        const done = cancelled.get(`${nit}:${id}`) ?? (await local.cancel({ documentId: id, emitterNit: nit, xml }));
        cancelled.set(`${nit}:${id}`, done);
        return send(res, 200, {
          resultado: true,
          fecha: satDateTime(done.cancelledAt),
          xml_certificado: b64(done.xml),
        });
      }
      const doc = issued.get(`${nit}:${id}`) ?? (await local.certify({ documentId: id, emitterNit: nit, xml }));
      issued.set(`${nit}:${id}`, doc);
      return send(res, 200, {
        resultado: true,
        fecha: satDateTime(doc.certifiedAt),
        uuid: doc.uuid,
        serie: doc.serie,
        numero: Number(doc.numero),
        xml_certificado: b64(doc.xml),
        cantidad_errores: 0,
        descripcion_errores: [],
      });
    } catch (error) {
      const mensaje_error = (error as Error).message;
      return send(res, 200, { resultado: false, cantidad_errores: 1, descripcion_errores: [{ mensaje_error }] });
    }
  }

  const server = createServer((req, res) => void handle(req, res).catch(() => send(res, 500, { resultado: false })));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    signUrl: `${url}/sign_solicitud_firmas/firma_xml`,
    nitUrl: `${url}/rest/action`,
    issued,
    cancelled,
    calls,
    failNext: (count: number) => void (failures = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies RunningInfileStandin;
}
