CREATE TABLE "business_fel_profiles" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"nit" text NOT NULL,
	"legal_name" text NOT NULL,
	"commercial_name" text NOT NULL,
	"establishment" integer NOT NULL,
	"address" text NOT NULL,
	"postal_code" text DEFAULT '01001' NOT NULL,
	"municipality" text NOT NULL,
	"department" text NOT NULL,
	"iva_affiliation" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_fel_profiles_nit_valid" CHECK ("business_fel_profiles"."nit" <> 'CF' and public.is_valid_nit("business_fel_profiles"."nit")),
	CONSTRAINT "business_fel_profiles_establishment_range" CHECK ("business_fel_profiles"."establishment" between 1 and 9999),
	CONSTRAINT "business_fel_profiles_affiliation_check" CHECK ("business_fel_profiles"."iva_affiliation" in ('GEN', 'PEQ'))
);
--> statement-breakpoint
ALTER TABLE "business_fel_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fel_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"business_id" uuid,
	"references_id" uuid,
	"status" text DEFAULT 'pendiente' NOT NULL,
	"emitter_nit" text,
	"receptor_id" text DEFAULT 'CF' NOT NULL,
	"receptor_name" text DEFAULT 'Consumidor Final' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"serie" text,
	"numero" text,
	"uuid" text,
	"xml" text,
	"test" boolean DEFAULT false NOT NULL,
	"certified_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fel_documents_source_key" UNIQUE("source_key"),
	CONSTRAINT "fel_documents_kind_check" CHECK ("fel_documents"."kind" in ('FACT', 'FPEQ', 'NCRE')),
	CONSTRAINT "fel_documents_purpose_check" CHECK ("fel_documents"."purpose" in ('venta', 'nota', 'comision')),
	CONSTRAINT "fel_documents_status_check" CHECK ("fel_documents"."status" in ('pendiente', 'certificado', 'fallido', 'anulado')),
	CONSTRAINT "fel_documents_certified_check" CHECK ("fel_documents"."status" <> 'certificado' or ("fel_documents"."uuid" is not null and "fel_documents"."xml" is not null))
);
--> statement-breakpoint
ALTER TABLE "fel_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "business_fel_profiles" ADD CONSTRAINT "business_fel_profiles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD CONSTRAINT "fel_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD CONSTRAINT "fel_documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fel_documents" ADD CONSTRAINT "fel_documents_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fel_documents_order_idx" ON "fel_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fel_documents_business_idx" ON "fel_documents" USING btree ("business_id","certified_at");--> statement-breakpoint
CREATE INDEX "fel_documents_refund_idx" ON "fel_documents" USING btree ("refund_id");