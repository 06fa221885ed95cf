// Business members (SPEC 3 'Business member'): owners add people by e-mail as manager or editor,
// change roles (including making another owner) and remove them.
import { z } from "../zod";
import { message } from "@/lib/i18n/messages";
import { formObject, requiredEmail, uuidField } from "./fields";

/** Roles an owner gives when adding someone. */
export const ADDABLE_ROLES = ["manager", "editor"] as const;
/** Roles a member can be changed to (a second owner can share the business). */
export const ASSIGNABLE_ROLES = ["owner", "manager", "editor"] as const;
export type BusinessRole = (typeof ASSIGNABLE_ROLES)[number];

const businessId = uuidField("businessEdit.invalidId");
const role = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: message("seller.members.roleInvalid") });

export const addMemberSchema = formObject({
  businessId,
  email: requiredEmail("seller.members.emailInvalid"),
  role: role(ADDABLE_ROLES),
});

export const changeMemberRoleSchema = formObject({
  businessId,
  userId: uuidField("seller.members.notFound"),
  role: role(ASSIGNABLE_ROLES),
});

export const removeMemberSchema = formObject({ businessId, userId: uuidField("seller.members.notFound") });

export type AddMemberInput = z.input<typeof addMemberSchema>;
export type ChangeMemberRoleInput = z.input<typeof changeMemberRoleSchema>;
export type RemoveMemberInput = z.input<typeof removeMemberSchema>;
