CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"business_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_business_key" UNIQUE NULLS NOT DISTINCT("kind","business_id"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" = any (array['provider_clearing', 'business_pending', 'business_available', 'payouts_in_transit', 'platform_commission', 'iva_collected', 'referral_credit', 'refunds_owed']))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_source_key" UNIQUE("source_kind","source_id","event"),
	CONSTRAINT "ledger_entries_source_kind_check" CHECK ("ledger_entries"."source_kind" = any (array['order', 'voucher', 'refund', 'payout']))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"business_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"order_item_id" uuid,
	"voucher_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_amount_nonzero" CHECK ("ledger_lines"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app_private"."ledger_pending_vouchers" (
	"voucher_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"period" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"state" text DEFAULT 'programado' NOT NULL,
	"covers_line_id" bigint NOT NULL,
	"bank_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_business_period_key" UNIQUE("business_id","period"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_state_check" CHECK ("payouts"."state" = any (array['programado', 'enviado', 'pagado', 'fallido'])),
	CONSTRAINT "payouts_reference_length" CHECK ("payouts"."bank_reference" is null or char_length("payouts"."bank_reference") <= 100),
	CONSTRAINT "payouts_reason_length" CHECK ("payouts"."failure_reason" is null or char_length("payouts"."failure_reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "payouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_business_idx" ON "ledger_lines" USING btree ("business_id","created_at") WHERE "ledger_lines"."business_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_lines_order_item_idx" ON "ledger_lines" USING btree ("order_item_id") WHERE "ledger_lines"."order_item_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_pending_vouchers_order_idx" ON "app_private"."ledger_pending_vouchers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payouts_business_idx" ON "payouts" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_period_idx" ON "payouts" USING btree ("period");