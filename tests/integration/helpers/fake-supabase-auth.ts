// A stand-in for Supabase Auth (GoTrue v2) that replays recorded response bodies
// (tests/fixtures/supabase-auth) with just enough state to run whole flows: users, sessions and
// the tokens Supabase would e-mail. It is passed to the adapter as its `fetch`.
import { randomUUID } from "node:crypto";
import recorded from "../../fixtures/supabase-auth/responses.json";

type ErrorName = keyof typeof recorded.errors;

interface FakeUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

export class FakeSupabaseAuth {
  readonly url = "https://fakeproject.supabase.co";
  readonly users = new Map<string, FakeUser>();
  private readonly sessions = new Map<string, string>(); // access token -> user id
  /** The token_hash Supabase would put in the e-mail, per address and type. */
  readonly mailed = new Map<string, string>();
  readonly calls: string[] = [];

  fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? "GET").toUpperCase();
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const bearer = new Headers(init?.headers).get("authorization")?.replace(/^Bearer /, "") ?? "";
    const route = `${method} ${url.pathname}${url.searchParams.get("grant_type") ? `?grant_type=${url.searchParams.get("grant_type")}` : ""}`;
    this.calls.push(route);
    switch (route) {
      case "POST /auth/v1/signup":
        return this.signup(body);
      case "POST /auth/v1/token?grant_type=password": {
        const user = this.byEmail(String(body.email ?? ""));
        if (!body.email || !body.password) return this.error("validation_failed");
        return user && user.password === body.password ? this.session(user) : this.error("invalid_credentials");
      }
      case "GET /auth/v1/user": {
        const user = this.bySession(bearer);
        return user ? this.json(this.userBody(user)) : this.error("session_not_found");
      }
      case "PUT /auth/v1/user": {
        const user = this.bySession(bearer);
        if (!user) return this.error("session_not_found");
        if (typeof body.password === "string") user.password = body.password;
        return this.json(this.userBody(user));
      }
      case "POST /auth/v1/logout": {
        const userId = this.sessions.get(bearer);
        if (url.searchParams.get("scope") === "global")
          for (const [token, id] of this.sessions) if (id === userId) this.sessions.delete(token);
        this.sessions.delete(bearer);
        return new Response(null, { status: 204 });
      }
      case "POST /auth/v1/recover":
        return this.mail(String(body.email ?? ""), "recovery", true);
      case "POST /auth/v1/otp":
        return this.mail(String(body.email ?? ""), "magiclink", body.create_user !== false);
      case "POST /auth/v1/verify": {
        const key = [...this.mailed.entries()].find(([, hash]) => hash === body.token_hash)?.[0];
        if (!key) return this.error("otp_expired");
        this.mailed.delete(key);
        return this.session(this.byEmail(key.split("|")[0]!)!);
      }
      default:
        return new Response(JSON.stringify({ code: "not_found", message: `fake: ${route}` }), { status: 404 });
    }
  };

  private signup(body: Record<string, unknown>): Response {
    const email = String(body.email ?? "").toLowerCase();
    if (!email || !body.password) return this.error("validation_failed");
    if (String(body.password).length < 6) return this.error("weak_password");
    if (this.byEmail(email)) return this.error("user_already_exists");
    const data = (body.data ?? {}) as Record<string, string>;
    const user = {
      id: randomUUID(),
      email,
      password: String(body.password),
      firstName: data.first_name ?? "",
      lastName: data.last_name ?? "",
    };
    this.users.set(user.id, user);
    // E-mail confirmation off (a local Supabase's default): the answer carries a session.
    return this.session(user);
  }

  private mail(email: string, type: "recovery" | "magiclink", revealUnknown: boolean): Response {
    const user = this.byEmail(email);
    if (!user) return revealUnknown ? this.json({}) : this.error("otp_disabled");
    this.mailed.set(`${user.email}|${type}`, randomUUID().replace(/-/g, ""));
    return this.json({});
  }

  private byEmail(email: string) {
    return [...this.users.values()].find((u) => u.email === email.trim().toLowerCase());
  }

  private bySession(token: string) {
    const id = this.sessions.get(token);
    return id ? this.users.get(id) : undefined;
  }

  private userBody(user: FakeUser): unknown {
    const text = JSON.stringify(recorded.user)
      .replaceAll("{user_id}", user.id)
      .replaceAll("{email}", user.email)
      .replaceAll("{first_name}", user.firstName)
      .replaceAll("{last_name}", user.lastName);
    return JSON.parse(text);
  }

  private session(user: FakeUser): Response {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const access = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub: user.id, email: user.email, role: "authenticated", aud: "authenticated", exp, session_id: randomUUID() })}.c2lnbmF0dXJl`;
    this.sessions.set(access, user.id);
    return this.json({
      ...recorded.session,
      access_token: access,
      refresh_token: randomUUID().slice(0, 12),
      expires_at: exp,
      user: this.userBody(user),
    });
  }

  private json(body: unknown, status = 200): Response {
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
    });
  }

  private error(name: ErrorName): Response {
    const { status, body } = recorded.errors[name];
    return this.json(body, status);
  }
}
