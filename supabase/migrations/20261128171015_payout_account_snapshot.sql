ALTER TABLE "business_bank_accounts" DROP CONSTRAINT "business_bank_accounts_nit_valid";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_bank" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_number_ciphertext" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_last4" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_holder_ciphertext" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "account_key_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ADD COLUMN "holder_ciphertext" text;--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_held_reason_check" CHECK ("payouts"."held_reason" is null or "payouts"."held_reason" = 'cuenta_cambiada');--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ADD CONSTRAINT "business_bank_accounts_nit_length" CHECK (char_length("business_bank_accounts"."holder_nit") between 1 and 20);