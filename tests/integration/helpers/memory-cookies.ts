import type { AuthContext, CookieJar, CookieOptions } from "@/lib/auth/port";

/** A browser's cookie jar for one test client (no expiry handling: tests delete explicitly). */
export class MemoryCookies implements CookieJar {
  readonly values = new Map<string, { value: string; options: CookieOptions }>();
  get(name: string) {
    return this.values.get(name)?.value;
  }
  getAll() {
    return [...this.values].map(([name, { value }]) => ({ name, value }));
  }
  set(name: string, value: string, options: CookieOptions) {
    if (options.maxAge === 0 || value === "") this.values.delete(name);
    else this.values.set(name, { value, options });
  }
  delete(name: string) {
    this.values.delete(name);
  }
}

export function browser(origin = "http://localhost:3000"): AuthContext & { cookies: MemoryCookies } {
  return { cookies: new MemoryCookies(), origin, userAgent: "vitest" };
}
