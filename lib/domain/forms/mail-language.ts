// /perfil 'Idioma de tus correos': the language of the mails and notices not tied to a purchase.
import { z } from "zod";
import { messageCode } from "../message-code";
import { formObject } from "./fields";

export const mailLanguageSchema = formObject({
  locale: z.enum(["es", "en"], { error: messageCode("common.invalidInput") }),
});
