CREATE SCHEMA "app_private";
--> statement-breakpoint
CREATE TABLE "app_private"."auth_one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_one_time_tokens_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "auth_one_time_tokens_kind_check" CHECK ("app_private"."auth_one_time_tokens"."kind" in ('recovery', 'magiclink', 'signup'))
);
--> statement-breakpoint
CREATE TABLE "app_private"."auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	CONSTRAINT "auth_sessions_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "auth_sessions_kind_check" CHECK ("app_private"."auth_sessions"."kind" in ('normal', 'recovery'))
);
--> statement-breakpoint
CREATE TABLE "app_private"."rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_pkey" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "app_private"."auth_one_time_tokens" ADD CONSTRAINT "auth_one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_private"."auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "auth"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_one_time_tokens_user_idx" ON "app_private"."auth_one_time_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "app_private"."auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "app_private"."rate_limits" USING btree ("window_start");--> statement-breakpoint
-- Only the server (owner) reads these: no grants to anon, authenticated or service_role.
REVOKE ALL ON SCHEMA "app_private" FROM PUBLIC;
