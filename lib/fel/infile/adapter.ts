// Infile's FEL API (Guatemala's largest certifier). Three services, each its own origin:
// - signing: POST {signUrl} {llave, archivo: base64 XML, codigo, alias, es_anulacion: "N"|"S"}
//   -> {resultado, descripcion, archivo: base64 signed XML}
// - certification: POST {apiUrl}/fel/certificacion/v2/dte/ (anulación: /fel/anulacion/v2/dte/)
//   with headers usuario, llave and identificador, body {nit_emisor, correo_copia, xml_dte}
//   -> {resultado, uuid, serie, numero, fecha, xml_certificado, cantidad_errores, descripcion_errores}
// - taxpayer lookup: POST {nitUrl} {emisor_codigo, emisor_clave, nit_consulta} -> {nit, nombre, mensaje}
// - RENAP lookup of a CUI: ./cui.ts
// `identificador` is our document id: Infile answers a repeated identificador with the document it
// already certified, so a retried job cannot issue a second invoice.
import { CertifierError, type FelCertifier } from "../types";
import { createCuiLookup } from "./cui";

export interface InfileSettings {
  apiUrl: string;
  signUrl: string;
  nitUrl: string;
  user: string;
  apiKey: string;
  signKey: string;
  timeoutMs?: number;
}

interface CertificationAnswer {
  resultado: boolean;
  uuid?: string;
  serie?: string;
  numero?: string | number;
  fecha?: string;
  xml_certificado?: string;
  cantidad_errores?: number;
  descripcion_errores?: Array<{ mensaje_error?: string }>;
  descripcion?: string;
}

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const unb64 = (text: string) => Buffer.from(text, "base64").toString("utf8");

export function createInfileCertifier(settings: InfileSettings, fetchImpl: typeof fetch = fetch): FelCertifier {
  const timeoutMs = settings.timeoutMs ?? 15_000;

  /** One request; an outage (no answer, 5xx, 429) is retryable, another refusal is not. 401 is the caller's. */
  async function send(url: string, body: BodyInit, headers: Record<string, string>): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(url, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new CertifierError(`Infile no respondió: ${(error as Error).message}`, true);
    }
    // 5xx and 429: Infile is down or busy, try later; other codes are our mistake (keys, body).
    if (response.status >= 500 || response.status === 429)
      throw new CertifierError(`Infile respondió ${response.status}`, true);
    if (!response.ok && response.status !== 401)
      throw new CertifierError(`Infile rechazó la solicitud (${response.status})`, false);
    return response;
  }

  async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await send(url, JSON.stringify(body), { "content-type": "application/json", ...headers });
    if (!response.ok) throw new CertifierError(`Infile rechazó la solicitud (${response.status})`, false);
    return (await response.json()) as T;
  }

  // fetch sets the multipart boundary itself for a FormData body.
  const lookupCui = createCuiLookup(settings, (url, form, headers = {}) => send(url, form, headers));

  async function sign(xml: string, documentId: string, emitterNit: string, cancellation: boolean): Promise<string> {
    const answer = await post<{ resultado: boolean; descripcion?: string; archivo?: string }>(settings.signUrl, {
      llave: settings.signKey,
      archivo: b64(xml),
      codigo: documentId,
      alias: emitterNit,
      es_anulacion: cancellation ? "S" : "N",
    });
    if (!answer.resultado || !answer.archivo)
      throw new CertifierError(`Firma rechazada: ${answer.descripcion ?? "sin detalle"}`, false);
    return answer.archivo;
  }

  async function submit(path: string, documentId: string, emitterNit: string, signed: string) {
    const answer = await post<CertificationAnswer>(
      `${settings.apiUrl}${path}`,
      { nit_emisor: emitterNit, correo_copia: "", xml_dte: signed },
      { usuario: settings.user, llave: settings.apiKey, identificador: documentId },
    );
    if (!answer.resultado) {
      const errors = (answer.descripcion_errores ?? []).map((e) => e.mensaje_error).filter(Boolean);
      throw new CertifierError(
        `Certificación rechazada: ${errors.join("; ") || answer.descripcion || "sin detalle"}`,
        false,
      );
    }
    return answer;
  }

  return {
    name: "infile",
    async certify({ documentId, emitterNit, xml }) {
      const signed = await sign(xml, documentId, emitterNit, false);
      const answer = await submit("/fel/certificacion/v2/dte/", documentId, emitterNit, signed);
      if (!answer.uuid || !answer.serie || answer.numero === undefined || !answer.xml_certificado)
        throw new CertifierError("Infile certificó sin devolver UUID, serie, número y XML", true);
      return {
        uuid: answer.uuid.toUpperCase(),
        serie: answer.serie,
        numero: String(answer.numero),
        certifiedAt: answer.fecha ? new Date(answer.fecha) : new Date(),
        xml: unb64(answer.xml_certificado),
        test: false,
      };
    },
    async cancel({ documentId, emitterNit, xml }) {
      // Infile's identificador is its idempotency key per request: the certification used the
      // document id, so the anulación gets one of its own, still derived from it (a retried
      // cancellation repeats it, and Infile answers the cancellation it already made).
      const identificador = cancellationIdentifier(documentId);
      const signed = await sign(xml, identificador, emitterNit, true);
      const answer = await submit("/fel/anulacion/v2/dte/", identificador, emitterNit, signed);
      return {
        cancelledAt: answer.fecha ? new Date(answer.fecha) : new Date(),
        xml: answer.xml_certificado ? unb64(answer.xml_certificado) : unb64(signed),
      };
    },
    async lookupNit(nit) {
      const answer = await post<{ nit?: string; nombre?: string; mensaje?: string }>(settings.nitUrl, {
        emisor_codigo: settings.user,
        emisor_clave: settings.apiKey,
        nit_consulta: nit.replace(/-/g, ""),
      });
      return answer.nombre?.trim() ? answer.nombre.trim() : null;
    },
    lookupCui: (cui) => lookupCui(cui.replace(/[\s-]/g, "")),
  };
}

/** The identificador of a document's anulación at Infile (its certification's is the document id). */
export const cancellationIdentifier = (documentId: string) => `${documentId}-ANULACION`;
