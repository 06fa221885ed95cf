"use server";
// /perfil: one kind of phone notice turned on or off for all of the shopper's devices (the inbox
// keeps every notice either way).
import { defineAction, ok } from "@/lib/actions/define-action";
import { setPushKind } from "@/lib/wallet/data/push-subscriptions";
import { pushKindSchema } from "@/lib/domain/forms/push";

export const setPushKindAction = defineAction({
  schema: pushKindSchema,
  auth: "required",
  async run({ kind, enabled }, { caller }) {
    await setPushKind(caller, kind, enabled);
    return ok({ kind, enabled });
  },
});
