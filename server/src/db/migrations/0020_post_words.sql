CREATE TABLE "post_words" (
	"word" text NOT NULL,
	"post_id" text NOT NULL,
	CONSTRAINT "post_words_word_post_id_pk" PRIMARY KEY("word","post_id")
);
--> statement-breakpoint
-- A post's words are its search vector's stems. New posts and deleted ones are handled a statement at a time,
-- so a bulk insert or a user's deleted posts cost one set-based write each.
CREATE FUNCTION post_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_words (word, post_id)
    SELECT w.word, a.id FROM added a CROSS JOIN LATERAL unnest(tsvector_to_array(a.search)) AS w(word);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_words_add AFTER INSERT ON posts REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION post_words_add();
--> statement-breakpoint
CREATE FUNCTION post_words_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM post_words p USING removed r CROSS JOIN LATERAL unnest(tsvector_to_array(r.search)) AS w(word)
    WHERE p.word = w.word AND p.post_id = r.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_words_remove AFTER DELETE ON posts REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION post_words_remove();
--> statement-breakpoint
-- An edit of the title or the body, when it changed the words. A like or a comment updates the post's counts
-- alone, which does not even run the test.
CREATE FUNCTION post_words_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM post_words WHERE post_id = OLD.id
    AND word = ANY (tsvector_to_array(OLD.search)) AND word <> ALL (tsvector_to_array(NEW.search));
  INSERT INTO post_words (word, post_id) SELECT w, NEW.id FROM unnest(tsvector_to_array(NEW.search)) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_words_change AFTER UPDATE OF title, body ON posts
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION post_words_change();
--> statement-breakpoint
INSERT INTO post_words (word, post_id)
  SELECT w.word, p.id FROM posts p CROSS JOIN LATERAL unnest(tsvector_to_array(p.search)) AS w(word) ORDER BY 1, 2;
--> statement-breakpoint
ANALYZE post_words;
