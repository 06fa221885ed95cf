// Quick business creation and the business edit form: the schemas both the forms and the
// server actions parse with.
import { z } from "../zod";
import { messageCode } from "../message-code";
import { isCategoryId } from "../categories";
import { slugify } from "../slug";
import {
  formObject,
  guatemalanPhone,
  imageRef,
  optionalEmail,
  optionalText,
  requiredText,
  socialUrl,
  uuidField,
  websiteUrl,
} from "./fields";

export const BUSINESS_NAME_MAX = 120;
export const BUSINESS_DESCRIPTION_MAX = 2000;

/** A catalogue category id, or "" / absent for none (stored as null). */
const optionalCategory = (errorKey: string) =>
  z
    .string({ error: messageCode(errorKey) })
    .optional()
    .nullable()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v === "" || isCategoryId(v), messageCode(errorKey))
    .transform((v) => (v === "" ? null : v));

/**
 * Name (required, trimmed) and an optional category. The slug is not taken from the form: it is
 * derived from the name here (read-only field), and is required, so a name with no letters or
 * digits ("¡¡¡") gets 'El slug es obligatorio.'.
 */
export const quickBusinessSchema = formObject({
  name: requiredText(BUSINESS_NAME_MAX, "seller.quickCreate.nameRequired", "seller.quickCreate.nameTooLong"),
  category: optionalCategory("seller.quickCreate.categoryInvalid"),
})
  .transform((v) => ({ ...v, slug: slugify(v.name) }))
  .refine((v) => v.slug !== "", { message: messageCode("seller.quickCreate.slugRequired"), path: ["slug"] });

export type QuickBusinessInput = z.input<typeof quickBusinessSchema>;
export type QuickBusiness = z.output<typeof quickBusinessSchema>;

const e = (key: string) => `businessEdit.errors.${key}`;

/** The editable profile fields; blanks are stored as null. */
export const businessProfileSchema = formObject({
  name: requiredText(BUSINESS_NAME_MAX, e("nameRequired"), e("nameTooLong")),
  description: optionalText(BUSINESS_DESCRIPTION_MAX, e("descriptionTooLong")),
  /** Optional, for visitors reading English; without it they read the Spanish description. */
  descriptionEn: optionalText(BUSINESS_DESCRIPTION_MAX, e("descriptionEnTooLong")),
  logoUrl: imageRef(e("logoInvalid")),
  coverUrl: imageRef(e("coverInvalid")),
  category: optionalCategory(e("categoryInvalid")),
  city: optionalText(80, e("cityTooLong")),
  website: websiteUrl(e("websiteInvalid")),
  phone: guatemalanPhone(e("phoneInvalid")),
  whatsapp: guatemalanPhone(e("whatsappInvalid")),
  email: optionalEmail(e("emailInvalid")),
  socialXUrl: socialUrl("x", e("socialXInvalid")),
  socialInstagramUrl: socialUrl("instagram", e("socialInstagramInvalid")),
  socialFacebookUrl: socialUrl("facebook", e("socialFacebookInvalid")),
  socialTiktokUrl: socialUrl("tiktok", e("socialTiktokInvalid")),
});

export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type BusinessProfileUpdate = z.output<typeof businessProfileSchema>;

/** The edit form: which business ('ID inválido' when missing or malformed) plus its fields. */
export const updateBusinessSchema = businessProfileSchema.extend({ id: uuidField("businessEdit.invalidId") });
export type UpdateBusinessInput = z.input<typeof updateBusinessSchema>;
