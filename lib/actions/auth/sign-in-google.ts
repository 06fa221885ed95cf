"use server";

import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { getAuth } from "@/lib/auth";
import { requestAuthContext } from "@/lib/auth/request-context";

/** The identity provider's URL; the built-in adapter has none and says why. */
export const signInWithGoogle = defineAction({
  schema: z.object({}).catch({}),
  auth: "optional",
  async run() {
    const result = await getAuth().signInWithGoogle(await requestAuthContext());
    return result.ok ? ok({ url: result.data.url }) : fail(result.message);
  },
});
