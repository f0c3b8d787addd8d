ALTER TABLE "comments" ADD COLUMN "replies_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "comments" SET "replies_count" = counted."count" FROM (SELECT "comment_id", count(*)::int AS "count" FROM "replies" GROUP BY "comment_id") AS counted WHERE counted."comment_id" = "comments"."id";--> statement-breakpoint
CREATE FUNCTION "count_comment_replies"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "comments" SET "replies_count" = "replies_count" + 1 WHERE "id" = NEW."comment_id";
  ELSE
    UPDATE "comments" SET "replies_count" = greatest("replies_count" - 1, 0) WHERE "id" = OLD."comment_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "replies_count_comment_replies" AFTER INSERT OR DELETE ON "replies" FOR EACH ROW EXECUTE FUNCTION "count_comment_replies"();