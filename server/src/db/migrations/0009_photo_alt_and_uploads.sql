CREATE TABLE "media_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"taken_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "gallery_items" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "post_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploads_user_idx" ON "media_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "media_uploads_created_idx" ON "media_uploads" USING btree ("created_at");--> statement-breakpoint
-- The card gains `media`: each image of `images`, in the same order, with its description and size.
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
    'pet', (SELECT json_build_object('_id', t.id, 'name', t.name, 'type', t.type, 'image', t.image) FROM pets t WHERE t.id = p.pet_id),
    'petId', p.pet_id,
    'user', (SELECT json_build_object('_id', u.id, 'fullName', u.full_name, 'username', u.username, 'avatar', u.avatar) FROM users u WHERE u.id = p.user_id),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;
--> statement-breakpoint
UPDATE posts SET card = post_card(posts);
