ALTER TABLE "fel_documents" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD CONSTRAINT "fel_documents_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fel_documents_payout_idx" ON "fel_documents" USING btree ("payout_id");