CREATE TABLE "explore_counts" (
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "explore_counts_kind_hour_key_pk" PRIMARY KEY("kind","hour","key")
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"tag" text NOT NULL,
	"post_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_tags_tag_post_id_pk" PRIMARY KEY("tag","post_id")
);
--> statement-breakpoint
CREATE TABLE "tag_follows" (
	"user_id" text NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_follows_user_id_tag_pk" PRIMARY KEY("user_id","tag")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_follows" ADD CONSTRAINT "tag_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_tags_post_idx" ON "post_tags" USING btree ("post_id");--> statement-breakpoint
-- The card gains `tags` (still only the post's own fields), and is written again when they change.
CREATE OR REPLACE FUNCTION post_card(p posts) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    '_id', p.id,
    'title', p.title,
    'body', p.body,
    'images', array(SELECT i.url FROM post_images i WHERE i.post_id = p.id ORDER BY i.position),
    'media', array(
      SELECT json_build_object('url', i.url, 'alt', i.alt, 'width', i.width, 'height', i.height)
      FROM post_images i WHERE i.post_id = p.id ORDER BY i.position
    ),
    'petId', p.pet_id,
    'tags', p.tags,
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;
--> statement-breakpoint
DROP TRIGGER posts_card ON posts;
--> statement-breakpoint
CREATE TRIGGER posts_card BEFORE INSERT OR UPDATE OF title, body, tags, pet_id, user_id, created_at ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_write_card();
--> statement-breakpoint
-- Posts written before tags were kept: their tags as near as a regular expression reads them (the app finds them from now on).
UPDATE posts SET tags = array(
  SELECT DISTINCT m[1] FROM regexp_matches(title || ' ' || body, '(?:^|[[:space:](])#([^[:space:][:punct:]#]+)', 'g') m
  WHERE m[1] !~ '^[0-9]+$'
) WHERE title LIKE '%#%' OR body LIKE '%#%';
--> statement-breakpoint
INSERT INTO post_tags (tag, post_id, created_at)
  SELECT DISTINCT lower(normalize(t, NFKC)), p.id, p.created_at FROM posts p CROSS JOIN LATERAL unnest(p.tags) t
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE posts SET card = post_card(posts);
