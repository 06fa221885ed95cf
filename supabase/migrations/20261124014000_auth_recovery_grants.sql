-- Supabase Auth's session does not say it came from a reset link: this row does. The browser
-- holds a random token (httpOnly cookie); only its SHA-256 is stored, bound to the user and to
-- the Supabase session id the recovery exchange opened. A cookie set by hand matches no row.
-- No foreign key to auth.users: on Supabase the user lives in Supabase Auth's own table.
CREATE TABLE "app_private"."auth_recovery_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_recovery_grants_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "auth_recovery_grants_user_idx" ON "app_private"."auth_recovery_grants" USING btree ("user_id");
--> statement-breakpoint
-- Read and written only by the auth service through runAsSystem (service_role); requests' roles
-- (anon, authenticated) get nothing.
GRANT USAGE ON SCHEMA "app_private" TO service_role;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "app_private"."auth_recovery_grants" TO service_role;
