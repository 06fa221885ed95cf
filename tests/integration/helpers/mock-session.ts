// Action tests choose who is calling: `vi.mock("@/lib/auth/session", () => sessionModule(() => caller))`.
// Everything below the session (the action wrapper, zod, RLS) runs for real.
import { ANON, type Caller } from "@/lib/data/caller";

export function sessionModule(current: () => Caller | null) {
  return {
    getSession: async () => {
      const caller = current() ?? ANON;
      return caller.role === "authenticated"
        ? {
            caller,
            user: {
              id: caller.userId,
              email: caller.email ?? "prueba@example.com",
              displayName: "Prueba",
              firstName: "Prueba",
              lastName: null,
            },
          }
        : { caller, user: null };
    },
  };
}
