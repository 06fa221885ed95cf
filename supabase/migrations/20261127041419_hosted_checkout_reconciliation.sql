CREATE TABLE "payment_mismatches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"checkout_id" text NOT NULL,
	"details" jsonb NOT NULL,
	"reconciliation_id" uuid,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"resolution_note" text,
	CONSTRAINT "payment_mismatches_kind_check" CHECK ("payment_mismatches"."kind" in ('paid_not_recorded', 'recorded_not_paid', 'amount_differs', 'refund_missing_provider', 'refund_missing_here')),
	CONSTRAINT "payment_mismatches_resolution_check" CHECK ("payment_mismatches"."resolution" in ('fulfilled', 'refunded', 'credited', 'dismissed')),
	CONSTRAINT "payment_mismatches_resolved_check" CHECK (("payment_mismatches"."resolved_at" is null) = ("payment_mismatches"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_mismatches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"orders_checked" integer DEFAULT 0 NOT NULL,
	"mismatches_found" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "payment_reconciliations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_checkout_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_as" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settlement_note" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mismatches" ADD CONSTRAINT "payment_mismatches_reconciliation_id_payment_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."payment_reconciliations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_mismatches_open_key" ON "payment_mismatches" USING btree ("checkout_id","kind") WHERE "payment_mismatches"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "payment_mismatches_open_idx" ON "payment_mismatches" USING btree ("found_at" DESC NULLS LAST) WHERE "payment_mismatches"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "payment_reconciliations_started_idx" ON "payment_reconciliations" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "auth"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_owed_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'adeudado' and "refunds"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_settled_as_check" CHECK ("refunds"."settled_as" in ('credito', 'transferencia'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_settled_check" CHECK (("refunds"."settled_as" is null) = ("refunds"."settled_at" is null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pendiente', 'completado', 'adeudado'));