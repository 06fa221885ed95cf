CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"member_user_id" uuid,
	"branch_id" uuid,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "business_invitations" DROP CONSTRAINT "business_invitations_role_check";--> statement-breakpoint
ALTER TABLE "business_members" DROP CONSTRAINT "business_members_role_check";--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_redemptions_business_idx" ON "voucher_redemptions" USING btree ("business_id","redeemed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("voucher_id");--> statement-breakpoint
ALTER TABLE "business_invitations" ADD CONSTRAINT "business_invitations_role_check" CHECK ("business_invitations"."role" in ('manager', 'editor', 'cajero'));--> statement-breakpoint
ALTER TABLE "business_members" ADD CONSTRAINT "business_members_role_check" CHECK ("business_members"."role" in ('owner', 'manager', 'editor', 'member', 'cajero'));