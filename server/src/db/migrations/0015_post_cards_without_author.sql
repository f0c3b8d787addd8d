-- The card keeps only the post's own fields: its author and pet are read from their rows with each
-- page, so renaming a person, changing an avatar or a pet's photo no longer rewrites every card.
DROP TRIGGER users_cards ON users;--> statement-breakpoint
DROP FUNCTION users_rewrite_cards();--> statement-breakpoint
DROP TRIGGER pets_cards ON pets;--> statement-breakpoint
DROP FUNCTION pets_rewrite_cards();--> statement-breakpoint
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
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;
--> statement-breakpoint
UPDATE posts SET card = post_card(posts);
