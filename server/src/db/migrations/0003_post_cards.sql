ALTER TABLE "posts" ADD COLUMN "card" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A post's answer without the caller's like and the two counts: the same fields, names and time
-- format as the API's Post (ISO 8601 in UTC with milliseconds).
CREATE FUNCTION post_card(p posts) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    '_id', p.id,
    'title', p.title,
    'body', p.body,
    'images', array(SELECT i.url FROM post_images i WHERE i.post_id = p.id ORDER BY i.position),
    'pet', (SELECT json_build_object('_id', t.id, 'name', t.name, 'type', t.type, 'image', t.image) FROM pets t WHERE t.id = p.pet_id),
    'petId', p.pet_id,
    'user', (SELECT json_build_object('_id', u.id, 'fullName', u.full_name, 'username', u.username, 'avatar', u.avatar) FROM users u WHERE u.id = p.user_id),
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;
--> statement-breakpoint
CREATE FUNCTION posts_write_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card := post_card(NEW);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Likes and comments move only the counts, which are not in the card: those updates skip this.
CREATE TRIGGER posts_card BEFORE INSERT OR UPDATE OF title, body, pet_id, user_id, created_at ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_write_card();
--> statement-breakpoint
CREATE FUNCTION post_images_rewrite_card() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET card = post_card(posts) WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.post_id ELSE NEW.post_id END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_images_card AFTER INSERT OR UPDATE OR DELETE ON post_images
  FOR EACH ROW EXECUTE FUNCTION post_images_rewrite_card();
--> statement-breakpoint
CREATE FUNCTION users_rewrite_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET card = post_card(posts) WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_cards AFTER UPDATE OF full_name, username, avatar ON users
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.username IS DISTINCT FROM NEW.username OR OLD.avatar IS DISTINCT FROM NEW.avatar)
  EXECUTE FUNCTION users_rewrite_cards();
--> statement-breakpoint
CREATE FUNCTION pets_rewrite_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET card = post_card(posts) WHERE pet_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A deleted pet needs no trigger: the foreign key sets posts.pet_id to null, which rewrites the card.
CREATE TRIGGER pets_cards AFTER UPDATE OF name, type, image ON pets
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.type IS DISTINCT FROM NEW.type OR OLD.image IS DISTINCT FROM NEW.image)
  EXECUTE FUNCTION pets_rewrite_cards();
--> statement-breakpoint
UPDATE posts SET card = post_card(posts);
