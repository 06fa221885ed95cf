"use server";

import { z } from "zod";
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { allowed, consumeQuota } from "@/lib/data/rate-limit";
import { message } from "@/lib/i18n/messages";
import { prepareImage, storeImage, type PrepareFailure } from "@/lib/storage";

const schema = z.object({ file: z.instanceof(File, { message: message("upload.missing") }) });

const FAILURE_KEYS: Record<PrepareFailure, string> = {
  empty: "upload.missing",
  too_large: "upload.tooLarge",
  bad_type: "upload.badType",
  not_image: "upload.notAnImage",
  too_many_pixels: "upload.tooManyPixels",
};

/**
 * Any signed-in user may upload an image (avatar, logo, cover, coupon); the URL is returned.
 * Per user: so many uploads an hour, and so many stored bytes a day; the image is re-encoded so
 * no metadata (GPS position) is published.
 */
export const uploadImage = defineAction({
  schema: z.preprocess((raw) => (raw instanceof FormData ? { file: raw.get("file") } : raw), schema),
  auth: "required",
  async run({ file }, { user }) {
    if (!(await allowed([["uploadPerUser", user.id]]))) return fail(message("upload.rateLimited"));
    const prepared = await prepareImage(file);
    if (!prepared.ok) return fail(message(FAILURE_KEYS[prepared.reason]));
    // Counted with the size actually stored; a refused upload costs nothing of the quota.
    if (!(await consumeQuota("uploadBytesPerUser", user.id, prepared.image.bytes.length)))
      return fail(message("upload.quotaExceeded"));
    return ok({ url: await storeImage(prepared.image) });
  },
});
