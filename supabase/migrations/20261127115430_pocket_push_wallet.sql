CREATE TABLE "push_opt_outs" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_opt_outs_pkey" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "push_opt_outs_kind" CHECK ("push_opt_outs"."kind" in ('voucher_expiring', 'gift_claimed', 'refund_settled', 'coupon_published', 'review_reply'))
);
--> statement-breakpoint
ALTER TABLE "push_opt_outs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_url" CHECK ("push_subscriptions"."endpoint" ~ '^https?://' and char_length("push_subscriptions"."endpoint") <= 1000),
	CONSTRAINT "push_subscriptions_p256dh_format" CHECK ("push_subscriptions"."p256dh" ~ '^[A-Za-z0-9_-]{80,100}$'),
	CONSTRAINT "push_subscriptions_auth_format" CHECK ("push_subscriptions"."auth" ~ '^[A-Za-z0-9_-]{16,44}$'),
	CONSTRAINT "push_subscriptions_user_agent_length" CHECK ("push_subscriptions"."user_agent" is null or char_length("push_subscriptions"."user_agent") <= 300)
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wallet_pass_registrations" (
	"device_library_id" text NOT NULL,
	"pass_type_id" text NOT NULL,
	"voucher_id" uuid NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_pass_registrations_pkey" PRIMARY KEY("device_library_id","pass_type_id","voucher_id"),
	CONSTRAINT "wallet_pass_registrations_device_format" CHECK ("wallet_pass_registrations"."device_library_id" ~ '^[A-Za-z0-9._-]{1,100}$'),
	CONSTRAINT "wallet_pass_registrations_push_token_format" CHECK ("wallet_pass_registrations"."push_token" ~ '^[A-Za-z0-9]{1,200}$')
);
--> statement-breakpoint
ALTER TABLE "wallet_pass_registrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"voucher_id" uuid PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_passes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "push_opt_outs" ADD CONSTRAINT "push_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_pass_registrations" ADD CONSTRAINT "wallet_pass_registrations_voucher_id_wallet_passes_voucher_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."wallet_passes"("voucher_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_user_endpoint" ON "push_subscriptions" USING btree ("user_id","endpoint");--> statement-breakpoint
CREATE INDEX "wallet_pass_registrations_voucher_idx" ON "wallet_pass_registrations" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "wallet_passes_updated_idx" ON "wallet_passes" USING btree ("updated_at");