CREATE TABLE "wallet_google_objects" (
	"object_suffix" text PRIMARY KEY NOT NULL,
	"voucher_id" uuid NOT NULL,
	"holder_user_id" uuid NOT NULL,
	"sent_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_google_objects_suffix_format" CHECK ("wallet_google_objects"."object_suffix" ~ '^[A-Za-z0-9._-]{1,100}$'),
	CONSTRAINT "wallet_google_objects_sent_state" CHECK ("wallet_google_objects"."sent_state" is null or "wallet_google_objects"."sent_state" in ('ACTIVE', 'COMPLETED', 'EXPIRED', 'INACTIVE'))
);
--> statement-breakpoint
ALTER TABLE "wallet_google_objects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "wallet_google_objects" ADD CONSTRAINT "wallet_google_objects_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_google_objects" ADD CONSTRAINT "wallet_google_objects_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_google_objects_voucher_holder_idx" ON "wallet_google_objects" USING btree ("voucher_id","holder_user_id");