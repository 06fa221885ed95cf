// Business members: owners invite people by e-mail as manager, editor or cajero (a cashier who
// can only redeem vouchers at the counter) (the invitee accepts or declines), change roles
// among those and remove members. Nobody is made an owner by someone else: only creating a business makes an owner.
import { z } from "../zod";
import { messageCode } from "../message-code";
import { formObject, requiredEmail, uuidField } from "./fields";

/** Roles an owner offers in an invitation. */
export const INVITABLE_ROLES = ["manager", "editor", "cajero"] as const;
/** Roles an owner can change a member to (never 'owner'). */
export const ASSIGNABLE_ROLES = INVITABLE_ROLES;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
/** Every role a member can hold. */
export type BusinessRole = "owner" | AssignableRole;

const businessId = uuidField("businessEdit.invalidId");
const role = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: messageCode("seller.members.roleInvalid") });

export const inviteMemberSchema = formObject({
  businessId,
  email: requiredEmail("seller.members.emailInvalid"),
  role: role(INVITABLE_ROLES),
});

export const changeMemberRoleSchema = formObject({
  businessId,
  userId: uuidField("seller.members.notFound"),
  role: role(ASSIGNABLE_ROLES),
});

export const removeMemberSchema = formObject({ businessId, userId: uuidField("seller.members.notFound") });

export const revokeInvitationSchema = formObject({
  businessId,
  invitationId: uuidField("seller.invitations.notFound"),
});

export const respondInvitationSchema = formObject({
  invitationId: uuidField("seller.invitations.notFound"),
  accept: z.boolean({ error: messageCode("common.invalidInput") }),
});

export type InviteMemberInput = z.input<typeof inviteMemberSchema>;
export type ChangeMemberRoleInput = z.input<typeof changeMemberRoleSchema>;
export type RemoveMemberInput = z.input<typeof removeMemberSchema>;
