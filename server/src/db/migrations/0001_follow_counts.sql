DROP INDEX "follows_followee_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "followers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "following_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id","follower_id");--> statement-breakpoint
UPDATE "users" SET
  "followers_count" = (SELECT count(*) FROM "follows" WHERE "follows"."followee_id" = "users"."id"),
  "following_count" = (SELECT count(*) FROM "follows" WHERE "follows"."follower_id" = "users"."id");
