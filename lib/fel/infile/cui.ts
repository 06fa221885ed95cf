// Infile's RENAP lookup of a CUI (the DPI's number), for invoices to buyers without a NIT. Two calls
// on the certifier's origin (INFILE_API_URL), both multipart/form-data, as integrators of Infile's
// "API Consulta de CUI" use it:
// - POST {apiUrl}/api/v2/servicios/externos/login {prefijo, llave}
//   -> {resultado, descripcion, token, fecha_de_vencimiento}
// - POST {apiUrl}/api/v2/servicios/externos/cui {cui} with Authorization: Bearer <token>
//   -> {resultado, descripcion, cui: {cui, nombre, fallecido: "SI" | "NO"}}
// Infile limits the logins per emitter and day, so the token is kept until a minute before the
// expiry it came with (about two hours); a 401 on the lookup logs in again once.
import { CertifierError } from "../types";

export const CUI_LOGIN_PATH = "/api/v2/servicios/externos/login";
export const CUI_LOOKUP_PATH = "/api/v2/servicios/externos/cui";

/** Posts a form and answers the response (after the adapter's outage checks) or throws. */
export type FormPoster = (url: string, form: FormData, headers?: Record<string, string>) => Promise<Response>;

interface LoginAnswer {
  resultado?: boolean;
  descripcion?: string;
  token?: string;
  fecha_de_vencimiento?: string;
}
interface CuiAnswer {
  resultado?: boolean;
  descripcion?: string;
  cui?: { cui?: string; nombre?: string; fallecido?: string };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

export function createCuiLookup(
  settings: { apiUrl: string; user: string; apiKey: string },
  post: FormPoster,
  now: () => number = Date.now,
) {
  let cached: { token: string; until: number } | null = null;

  async function token(): Promise<string> {
    if (cached && cached.until > now()) return cached.token;
    const response = await post(
      `${settings.apiUrl}${CUI_LOGIN_PATH}`,
      form({ prefijo: settings.user, llave: settings.apiKey }),
    );
    const answer = (await response.json().catch(() => ({}))) as LoginAnswer;
    if (!response.ok || !answer.resultado || !answer.token)
      throw new CertifierError(
        `Infile no autorizó la consulta de CUI: ${answer.descripcion ?? response.status}`,
        false,
      );
    const expires = answer.fecha_de_vencimiento ? Date.parse(answer.fecha_de_vencimiento) : NaN;
    cached = { token: answer.token, until: (Number.isNaN(expires) ? now() + 7_200_000 : expires) - 60_000 };
    return answer.token;
  }

  async function ask(cui: string): Promise<Response> {
    return post(`${settings.apiUrl}${CUI_LOOKUP_PATH}`, form({ cui }), { authorization: `Bearer ${await token()}` });
  }

  return async function lookupCui(cui: string): Promise<string | null> {
    let response = await ask(cui);
    if (response.status === 401) {
      cached = null; // revoked or expired early: one new login
      response = await ask(cui);
    }
    if (!response.ok) throw new CertifierError(`Infile rechazó la consulta de CUI (${response.status})`, false);
    const answer = (await response.json().catch(() => ({}))) as CuiAnswer;
    const found = answer.resultado ? answer.cui : undefined;
    // A deceased person's CUI cannot be the buyer's.
    if (!found?.nombre?.trim() || found.fallecido?.toUpperCase() === "SI") return null;
    return found.nombre.trim();
  };
}
