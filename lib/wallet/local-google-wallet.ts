import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createVerify, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";

// The local stand-in of Google's token endpoint and Wallet REST API, on 127.0.0.1:
// - POST /token: the JWT bearer grant; the assertion's RS256 signature is verified with the service
//   account's public key, and its issuer, scope, audience (this endpoint) and lifetime checked, as
//   Google does. Answers { access_token, expires_in, token_type }.
// - PATCH /walletobjects/v1/genericObject/{id}: bearer token required (401 otherwise), 404 for an
//   object nobody saved, else the fields are merged into the object kept in memory.
// `save(url)` plays the shopper pressing the save link: its JWT is verified and its objects stored.

export interface LocalGoogleWallet {
  origin: string;
  tokenUrl: string;
  objects: Map<string, Record<string, unknown>>;
  patches: { id: string; body: Record<string, unknown>; token: string }[];
  tokensIssued: number;
  /** The next `times` PATCH requests answer `status` (a Google outage). */
  failNext(status: number, times?: number): void;
  save(saveUrl: string): string[];
  close(): Promise<void>;
}

const SCOPE = "https://www.googleapis.com/auth/wallet_object.issuer";
const GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";

function verifiedClaims(jwt: string, publicKey: string): Record<string, unknown> | null {
  const [header, claims, signature] = jwt.split(".");
  if (!header || !claims || !signature) return null;
  const alg = (JSON.parse(Buffer.from(header, "base64url").toString()) as { alg?: string }).alg;
  const valid =
    alg === "RS256" &&
    createVerify("RSA-SHA256").update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature, "base64url"));
  return valid ? (JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>) : null;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const apiError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

export async function startLocalGoogleWallet(account: {
  serviceAccountEmail: string;
  publicKey: string;
}): Promise<LocalGoogleWallet> {
  const tokens = new Set<string>();
  const failures: number[] = [];
  const state: Omit<LocalGoogleWallet, "origin" | "tokenUrl" | "close"> = {
    objects: new Map(),
    patches: [],
    tokensIssued: 0,
    failNext: (status, times = 1) => failures.push(...Array.from({ length: times }, () => status)),
    save(saveUrl) {
      const claims = verifiedClaims(saveUrl.split("/").at(-1) ?? "", account.publicKey);
      if (
        !claims ||
        claims.aud !== "google" ||
        claims.typ !== "savetowallet" ||
        claims.iss !== account.serviceAccountEmail
      )
        throw new Error("the save link's JWT does not verify");
      const saved = ((claims.payload as { genericObjects?: { id: string }[] }).genericObjects ?? []).map((object) => {
        // Google keeps an object that already exists: saving again does not overwrite it.
        if (!state.objects.has(object.id)) state.objects.set(object.id, { ...object });
        return object.id;
      });
      return saved;
    },
  };
  let tokenUrl = "";

  async function token(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await bodyOf(request));
    const claims = verifiedClaims(form.get("assertion") ?? "", account.publicKey);
    const now = Math.floor(Date.now() / 1000);
    const problem =
      form.get("grant_type") !== GRANT
        ? "unsupported_grant_type"
        : !claims ||
            claims.iss !== account.serviceAccountEmail ||
            claims.aud !== tokenUrl ||
            claims.scope !== SCOPE ||
            typeof claims.exp !== "number" ||
            typeof claims.iat !== "number" ||
            claims.exp <= now ||
            claims.exp - claims.iat > 3600
          ? "invalid_grant"
          : null;
    if (problem) return send(response, 400, { error: problem, error_description: "Invalid JWT assertion." });
    const accessToken = `ya29.local-${randomBytes(16).toString("hex")}`;
    tokens.add(accessToken);
    state.tokensIssued++;
    send(response, 200, { access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
  }

  async function patch(request: IncomingMessage, response: ServerResponse, id: string) {
    const body = JSON.parse((await bodyOf(request)) || "{}") as Record<string, unknown>;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer))
      return send(response, 401, apiError(401, "UNAUTHENTICATED", "Request had invalid authentication credentials."));
    const failure = failures.shift();
    if (failure)
      return send(response, failure, apiError(failure, "UNAVAILABLE", "The service is currently unavailable."));
    const object = state.objects.get(id);
    if (!object)
      return send(response, 404, apiError(404, "NOT_FOUND", `No resource with given identifier found: ${id}`));
    Object.assign(object, body);
    state.patches.push({ id, body, token: bearer });
    send(response, 200, object);
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const objectId = /^\/walletobjects\/v1\/genericObject\/([^/]+)$/.exec(url.pathname)?.[1];
    const handled =
      request.method === "POST" && url.pathname === "/token"
        ? token(request, response)
        : request.method === "PATCH" && objectId
          ? patch(request, response, decodeURIComponent(objectId))
          : Promise.resolve(send(response, 404, apiError(404, "NOT_FOUND", "Not found")));
    handled.catch(() => send(response, 400, apiError(400, "INVALID_ARGUMENT", "Invalid request")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${origin}/token`;
  return Object.assign(state, {
    origin,
    tokenUrl,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as LocalGoogleWallet;
}
