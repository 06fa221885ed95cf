ALTER TABLE "fel_documents" DROP CONSTRAINT "fel_documents_source_key";--> statement-breakpoint
ALTER TABLE "fel_documents" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD COLUMN "cancel_state" text;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD COLUMN "cancel_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD COLUMN "reissue_receptor_id" text;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD COLUMN "reissue_receptor_name" text;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD COLUMN "cancel_xml" text;--> statement-breakpoint
CREATE UNIQUE INDEX "fel_documents_source_key_live" ON "fel_documents" USING btree ("source_key") WHERE status <> 'anulado';--> statement-breakpoint
CREATE INDEX "fel_documents_references_idx" ON "fel_documents" USING btree ("references_id");--> statement-breakpoint
ALTER TABLE "fel_documents" ADD CONSTRAINT "fel_documents_cancel_state_check" CHECK ("fel_documents"."cancel_state" in ('pendiente', 'fallido'));--> statement-breakpoint
ALTER TABLE "fel_documents" ADD CONSTRAINT "fel_documents_cancel_reason_length" CHECK ("fel_documents"."cancel_reason" is null or char_length("fel_documents"."cancel_reason") between 1 and 255);--> statement-breakpoint
ALTER TABLE "fel_documents" ADD CONSTRAINT "fel_documents_cancelled_check" CHECK ("fel_documents"."status" <> 'anulado' or ("fel_documents"."cancelled_at" is not null and "fel_documents"."cancel_xml" is not null));