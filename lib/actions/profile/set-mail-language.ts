"use server";
// /perfil: the language of the shopper's mails and notices that belong to no order (the account's
// own mails, gifts, news from followed businesses); an order's mails keep the order's language.
import { defineAction, fail, ok } from "@/lib/actions/define-action";
import { setMyLocale } from "@/lib/data/accounts/profiles";
import { mailLanguageSchema } from "@/lib/domain/forms/mail-language";
import { message } from "@/lib/i18n/messages";

export const setMailLanguageAction = defineAction({
  schema: mailLanguageSchema,
  auth: "required",
  async run({ locale }, { caller }) {
    if (!(await setMyLocale(caller, locale))) return fail(message("profilePage.language.saveFailed"));
    return ok({ locale });
  },
});
