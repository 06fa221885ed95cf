CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"order_id" uuid,
	"checkout_id" text,
	"payment_id" text,
	"amount" numeric(12, 2),
	"currency" text,
	"outcome" text NOT NULL,
	"note" text,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"payload" jsonb NOT NULL,
	CONSTRAINT "payment_events_event_id_key" UNIQUE("event_id"),
	CONSTRAINT "payment_events_status_check" CHECK ("payment_events"."status" in ('pending', 'succeeded', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" in ('accepted', 'ignored', 'rejected')),
	CONSTRAINT "payment_events_duplicates_check" CHECK ("payment_events"."duplicates" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_webhook_rejections" (
	"provider" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_rejections_pkey" PRIMARY KEY("provider","day")
);
--> statement-breakpoint
ALTER TABLE "payment_webhook_rejections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_checkout_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_issue" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_checkout_key" ON "orders" USING btree ("provider_checkout_id") WHERE "orders"."provider_checkout_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('card', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_issue_check" CHECK ("orders"."payment_issue" in ('amount_mismatch', 'refund_owed'));