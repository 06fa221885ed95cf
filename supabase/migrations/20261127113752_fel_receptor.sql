ALTER TABLE "orders" DROP CONSTRAINT "orders_nit_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receptor_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_receptor_name_length" CHECK (char_length("orders"."receptor_name") <= 300);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_nit_valid" CHECK (public.is_valid_receptor_id("orders"."nit"));