CREATE TABLE "booking_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	CONSTRAINT "booking_blocks_order" CHECK ("booking_blocks"."starts_at" < "booking_blocks"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "booking_blocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"from_minute" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_holidays_from" CHECK ("booking_holidays"."from_minute" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "booking_holidays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"branch_id" uuid PRIMARY KEY NOT NULL,
	"slot_minutes" smallint DEFAULT 60 NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"lead_hours" integer DEFAULT 2 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"change_hours" integer DEFAULT 24 NOT NULL,
	"closed_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"opened_holidays" date[] DEFAULT '{}'::date[] NOT NULL,
	"notify_email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_slot" CHECK ("booking_settings"."slot_minutes" between 15 and 240),
	CONSTRAINT "booking_settings_capacity" CHECK ("booking_settings"."capacity" between 1 and 500),
	CONSTRAINT "booking_settings_lead" CHECK ("booking_settings"."lead_hours" between 0 and 720),
	CONSTRAINT "booking_settings_horizon" CHECK ("booking_settings"."horizon_days" between 1 and 365),
	CONSTRAINT "booking_settings_change" CHECK ("booking_settings"."change_hours" between 0 and 168),
	CONSTRAINT "booking_settings_closed_count" CHECK (cardinality("booking_settings"."closed_dates") <= 366),
	CONSTRAINT "booking_settings_opened_count" CHECK (cardinality("booking_settings"."opened_holidays") <= 100)
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"branch_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "booking_slots_pkey" PRIMARY KEY("branch_id","starts_at"),
	CONSTRAINT "booking_slots_within_capacity" CHECK ("booking_slots"."booked" between 0 and "booking_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "booking_slots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmada' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmada', 'cancelada', 'asistio', 'no_show')),
	CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('comprador', 'negocio', 'reembolso')),
	CONSTRAINT "bookings_order" CHECK ("bookings"."starts_at" < "bookings"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app_private"."jobs" DROP CONSTRAINT "jobs_name_check";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "requires_booking" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "no_show_policy" text DEFAULT 'valido' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_blocks_branch_idx" ON "booking_blocks" USING btree ("branch_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_voucher" ON "bookings" USING btree ("voucher_id") WHERE "bookings"."status" = 'confirmada';--> statement-breakpoint
CREATE INDEX "bookings_branch_starts_idx" ON "bookings" USING btree ("branch_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_buyer_idx" ON "bookings" USING btree ("buyer_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_voucher_idx" ON "bookings" USING btree ("voucher_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_no_show_policy_check" CHECK ("coupons"."no_show_policy" in ('valido', 'perdido'));--> statement-breakpoint
ALTER TABLE "app_private"."jobs" ADD CONSTRAINT "jobs_name_check" CHECK (name = any (array['send_receipt', 'send_expiry_reminder', 'scan_expiry_reminders', 'release_expired_orders', 'complete_refund', 'retry_pending_refunds', 'cleanup_expired', 'settle_referral_rewards', 'notify_followers', 'apply_payment_event', 'refund_order_payment', 'reconcile_payments', 'certify_invoice', 'certify_credit_note', 'send_fel_document', 'cancel_fel_document', 'send_fel_cancellation', 'certify_commission_invoice', 'release_ledger_vouchers', 'check_ledger', 'run_payouts', 'send_payout_email', 'send_bank_account_email', 'send_push', 'push_pass_update', 'update_google_wallet', 'send_booking_email', 'send_booking_reminder', 'send_booking_seller_email']));