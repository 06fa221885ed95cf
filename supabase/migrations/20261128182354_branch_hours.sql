CREATE TABLE "branch_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "branch_hours_weekday" CHECK ("branch_hours"."weekday" between 0 and 6),
	CONSTRAINT "branch_hours_order" CHECK ("branch_hours"."opens_at" < "branch_hours"."closes_at")
);
--> statement-breakpoint
ALTER TABLE "branch_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "branch_hours" ADD CONSTRAINT "branch_hours_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_hours_branch_idx" ON "branch_hours" USING btree ("branch_id","weekday","opens_at");--> statement-breakpoint
ALTER TABLE "branches" DROP COLUMN "hours";