-- Every word of the products' search text, once: a few thousand words even for 100 000 products.
-- A search word of 4 letters or more that no word starts with is looked up here by trigram
-- similarity (pg_trgm, on PostgreSQL and PGlite alike) to find the words a shopper may have
-- misspelt ("samsng" → "samsung"), and to offer "Did you mean …" when a search finds nothing.
-- Triggers keep it filled whoever writes products. Words are only ever added: a word whose last
-- product is gone stays, and at worst corrects a search towards a word that finds nothing.
-- Kept out of schema.ts on purpose: only this SQL and the catalog's search read it.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Words are split on white space and ASCII punctuation ("16gb/512gb" → "16gb", "512gb"), which the
-- C locale of PGlite and the server's locale agree on.
CREATE FUNCTION "add_search_words_of_new_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
		SELECT DISTINCT w FROM "new_products", regexp_split_to_table("new_products"."search_text", '[[:space:][:punct:]]+') AS w
		WHERE w <> ''
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Once per statement for inserts, so a seed of a thousand products adds their words in one go.
CREATE TRIGGER "products_search_words_on_insert"
	AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products"
	FOR EACH STATEMENT EXECUTE FUNCTION "add_search_words_of_new_products"();--> statement-breakpoint
CREATE FUNCTION "add_search_words_of_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
		SELECT DISTINCT w FROM regexp_split_to_table(NEW."search_text", '[[:space:][:punct:]]+') AS w
		WHERE w <> ''
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Per row for updates, and only when the search text changed: a stock or view update adds nothing.
CREATE TRIGGER "products_search_words_on_update"
	AFTER UPDATE OF "search_text" ON "products"
	FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text")
	EXECUTE FUNCTION "add_search_words_of_product"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
	SELECT DISTINCT w FROM "products", regexp_split_to_table("products"."search_text", '[[:space:][:punct:]]+') AS w
	WHERE w <> ''
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The words of each product for word-prefix search (to_tsquery 'sams:*'); the 'simple'
-- configuration keeps every word as written, in both scripts. Stored rather than an expression
-- index: a search also tests the words of rows it reads for other reasons (an OR with a category,
-- a recheck), and working them out again cost 60 µs a row. Kept out of schema.ts like search_words:
-- nothing writes it, and the catalog's search alone reads it.
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "search_text")) STORED;--> statement-breakpoint
CREATE INDEX "products_search_words_idx" ON "products" USING gin ("search_vector") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- The offers order within a category page: without it, the discount sort of /category/Mobile read
-- and sorted every phone.
CREATE INDEX "products_category_discount_idx" ON "products" USING btree ("category", "discount_percent", "id") WHERE "deleted_at" IS NULL;
--> statement-breakpoint
-- Search words that name a type ("charger", "speaker", "gaming") match that type's products too
-- (domain SEARCH_WORD_TARGETS): with these the planner ORs index lookups instead of reading every
-- product to test its type and words.
CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_laptop_type_idx" ON "products" USING btree ("laptop_type") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_wearable_type_idx" ON "products" USING btree ("wearable_type") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_audio_type_idx" ON "products" USING btree ("audio_type") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "products_sub_type_idx" ON "products" USING btree ("sub_type") WHERE "deleted_at" IS NULL;
