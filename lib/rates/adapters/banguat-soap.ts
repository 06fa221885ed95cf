// The SOAP 1.1 exchange of Banguat's TipoCambio.asmx for its TipoCambioDia operation:
//   request  <soap:Body><TipoCambioDia xmlns="http://www.banguat.gob.gt/variables/ws/" /></soap:Body>
//   response <soap:Body><TipoCambioDiaResponse xmlns="…/variables/ws/"><TipoCambioDiaResult>
//              <CambioDolar><VarDolar><fecha>dd/mm/yyyy</fecha><referencia>7.62260</referencia>
//              </VarDolar></CambioDolar><TotalItems>1</TotalItems></TipoCambioDiaResult>…
// Elements are matched by local name, so a prefix the service starts writing changes nothing.
import { create } from "xmlbuilder2";
import { ExchangeRateError, type SourcedExchangeRate } from "../types";

export const BANGUAT_NAMESPACE = "http://www.banguat.gob.gt/variables/ws/";
/** ASMX routes a SOAP 1.1 call by this header, quoted. */
export const TIPO_CAMBIO_DIA_ACTION = `"${BANGUAT_NAMESPACE}TipoCambioDia"`;

export const TIPO_CAMBIO_DIA_REQUEST = `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
  <soap:Body>
    <TipoCambioDia xmlns="${BANGUAT_NAMESPACE}" />
  </soap:Body>
</soap:Envelope>`;

/**
 * The quetzal has traded between 7 and 8.5 per dollar for decades: a figure outside this band is a
 * changed or misread answer (an inverted rate would be 0.13), never a rate to show shoppers.
 */
const PLAUSIBLE = { min: 1, max: 100 };

type Node = { [key: string]: unknown };

function child(node: unknown, name: string): unknown {
  if (!node || typeof node !== "object" || Array.isArray(node)) return undefined;
  const key = Object.keys(node).find((k) => k === name || k.endsWith(`:${name}`));
  return key ? (node as Node)[key] : undefined;
}
const path = (node: unknown, ...names: string[]) => names.reduce(child, node);
const text = (node: unknown): string | null =>
  typeof node === "string"
    ? node.trim()
    : node && typeof node === "object" && "#" in node
      ? String((node as Node)["#"]).trim()
      : null;

function parseDocument(xml: string): unknown {
  // The answer never declares a DTD; one that does is not Banguat's, and entities are not expanded.
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) throw new ExchangeRateError("Banguat: the answer declares a DTD");
  try {
    return create(xml).end({ format: "object" });
  } catch (error) {
    throw new ExchangeRateError("Banguat: the answer is not XML", { cause: error });
  }
}

/** The fault's text when the answer is a SOAP fault, else null. */
export function soapFault(xml: string): string | null {
  let root: unknown;
  try {
    root = parseDocument(xml);
  } catch {
    return null;
  }
  const fault = path(root, "Envelope", "Body", "Fault");
  if (fault === undefined) return null;
  return text(child(fault, "faultstring")) || text(child(fault, "faultcode")) || "SOAP fault";
}

/** "26/05/2026" -> "2026-05-26", or null when it is not a real calendar day. */
export function banguatDate(value: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return `${y}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** "7.6226" -> "7.62260" (numeric(10,5)), or null when it is not a plausible rate. */
export function banguatRate(value: string): string | null {
  if (!/^\d{1,5}(\.\d+)?$/.test(value)) return null;
  const rate = Number(value);
  return rate >= PLAUSIBLE.min && rate <= PLAUSIBLE.max ? rate.toFixed(5) : null;
}

/** The day and reference rate of a TipoCambioDia answer; throws ExchangeRateError on anything else. */
export function parseTipoCambioDia(xml: string): SourcedExchangeRate {
  const root = parseDocument(xml);
  const body = path(root, "Envelope", "Body");
  if (body === undefined) throw new ExchangeRateError("Banguat: no SOAP envelope in the answer");
  const fault = child(body, "Fault");
  if (fault !== undefined)
    throw new ExchangeRateError(`Banguat: SOAP fault: ${text(child(fault, "faultstring")) ?? "without text"}`);
  const dollar = path(body, "TipoCambioDiaResponse", "TipoCambioDiaResult", "CambioDolar", "VarDolar");
  // Several VarDolar would be a range, not today's rate: refused rather than guessed.
  if (dollar === undefined || Array.isArray(dollar))
    throw new ExchangeRateError("Banguat: the answer has no single CambioDolar/VarDolar");
  const fecha = text(child(dollar, "fecha"));
  const referencia = text(child(dollar, "referencia"));
  const date = fecha === null ? null : banguatDate(fecha);
  if (date === null) throw new ExchangeRateError(`Banguat: unreadable fecha ${JSON.stringify(fecha)}`);
  const quetzalesPerDollar = referencia === null ? null : banguatRate(referencia);
  if (quetzalesPerDollar === null)
    throw new ExchangeRateError(`Banguat: implausible referencia ${JSON.stringify(referencia)}`);
  return { date, quetzalesPerDollar };
}
