CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zone" smallint,
	"municipality" text NOT NULL,
	"department" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text,
	"hours" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_zone_range" CHECK ("branches"."zone" between 1 and 25),
	CONSTRAINT "branches_department_check" CHECK ("branches"."department" in ('Alta Verapaz', 'Baja Verapaz', 'Chimaltenango', 'Chiquimula', 'El Progreso', 'Escuintla', 'Guatemala', 'Huehuetenango', 'Izabal', 'Jalapa', 'Jutiapa', 'Petén', 'Quetzaltenango', 'Quiché', 'Retalhuleu', 'Sacatepéquez', 'San Marcos', 'Santa Rosa', 'Sololá', 'Suchitepéquez', 'Totonicapán', 'Zacapa')),
	CONSTRAINT "branches_in_guatemala" CHECK ("branches"."lat" between 13.6 and 17.9 and "branches"."lng" between -92.3 and -88.1),
	CONSTRAINT "branches_name_length" CHECK (char_length("branches"."name") between 1 and 120),
	CONSTRAINT "branches_address_length" CHECK (char_length("branches"."address") between 1 and 300)
);
--> statement-breakpoint
ALTER TABLE "branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "coupon_branches" (
	"coupon_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "coupon_branches_pkey" PRIMARY KEY("coupon_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_branches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_branches" ADD CONSTRAINT "coupon_branches_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_branches" ADD CONSTRAINT "coupon_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_business_idx" ON "branches" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "branches_earth_idx" ON "branches" USING gist (public.branch_earth("lat", "lng"));--> statement-breakpoint
CREATE INDEX "coupon_branches_branch_idx" ON "coupon_branches" USING btree ("branch_id");