CREATE TABLE "business_bank_accounts" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"account_type" text NOT NULL,
	"number_ciphertext" text NOT NULL,
	"number_last4" text NOT NULL,
	"holder_name" text NOT NULL,
	"holder_nit" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	CONSTRAINT "business_bank_accounts_bank_code" CHECK ("business_bank_accounts"."bank" ~ '^[a-z_]{2,30}$'),
	CONSTRAINT "business_bank_accounts_type_check" CHECK ("business_bank_accounts"."account_type" in ('monetaria', 'ahorro')),
	CONSTRAINT "business_bank_accounts_ciphertext_format" CHECK ("business_bank_accounts"."number_ciphertext" like 'v1.%'),
	CONSTRAINT "business_bank_accounts_last4_digits" CHECK ("business_bank_accounts"."number_last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "business_bank_accounts_holder_length" CHECK (char_length("business_bank_accounts"."holder_name") between 1 and 120),
	CONSTRAINT "business_bank_accounts_nit_valid" CHECK ("business_bank_accounts"."holder_nit" <> 'CF' and public.is_valid_nit("business_bank_accounts"."holder_nit"))
);
--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "business_bank_accounts" ADD CONSTRAINT "business_bank_accounts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;