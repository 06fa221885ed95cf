// The Banco de Guatemala's public exchange-rate web service (no key): one SOAP 1.1 POST of
// TipoCambioDia to TipoCambio.asmx answers the day's reference rate (./banguat-soap.ts).
import { ExchangeRateError, type ExchangeRateSource } from "../types";
import { parseTipoCambioDia, soapFault, TIPO_CAMBIO_DIA_ACTION, TIPO_CAMBIO_DIA_REQUEST } from "./banguat-soap";

export const BANGUAT_TIPO_CAMBIO_URL = "https://www.banguat.gob.gt/variables/ws/TipoCambio.asmx";

export interface BanguatSettings {
  url?: string;
  /** A hung service must not hold a worker's claim loop: the job fails and is retried. */
  timeoutMs?: number;
}

/** The answer's text, at most this long: the real one is under 1 KB, an error page may not be. */
const MAX_ANSWER_CHARS = 100_000;

export function createBanguatSource(
  settings: BanguatSettings = {},
  fetchImpl: typeof fetch = fetch,
): ExchangeRateSource {
  const url = settings.url ?? BANGUAT_TIPO_CAMBIO_URL;
  const timeoutMs = settings.timeoutMs ?? 15_000;
  return {
    name: "banguat",
    async todaysRate() {
      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(url, {
          method: "POST",
          headers: { "content-type": "text/xml; charset=utf-8", soapaction: TIPO_CAMBIO_DIA_ACTION },
          body: TIPO_CAMBIO_DIA_REQUEST,
          signal: AbortSignal.timeout(timeoutMs),
        });
        body = (await response.text()).slice(0, MAX_ANSWER_CHARS);
      } catch (error) {
        throw new ExchangeRateError(`Banguat did not answer: ${(error as Error).message}`, { cause: error });
      }
      // ASMX answers a fault with 500 and the fault's envelope: its text says more than the status.
      if (!response.ok) {
        const fault = soapFault(body);
        throw new ExchangeRateError(`Banguat answered ${response.status}${fault ? `: ${fault}` : ""}`);
      }
      return parseTipoCambioDia(body);
    },
  };
}
