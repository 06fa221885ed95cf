"use server";

import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { message } from "@/lib/i18n/messages";
import { saveImage } from "@/lib/storage";

const schema = z.object({ file: z.instanceof(File, { message: message("upload.missing") }) });

/** Any signed-in user may upload an image (avatar, logo, cover, coupon); the URL is returned. */
export const uploadImage = defineAction({
  schema: z.preprocess((raw) => (raw instanceof FormData ? { file: raw.get("file") } : raw), schema),
  auth: "required",
  async run({ file }) {
    const saved = await saveImage(file);
    if (saved.ok) return ok({ url: saved.url });
    return fail(message(saved.reason === "too_large" ? "upload.tooLarge" : saved.reason === "empty" ? "upload.missing" : "upload.badType"));
  },
});
