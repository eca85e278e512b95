-- A card says how many different values its family's live variants have on each axis ("+2
-- colours", variant-hint.tsx). Counting them for every card, from its siblings' options, was the
-- costliest part of reading a page of 24 products by id (bench/RESULTS.md, seventh run); the
-- family now keeps its counts, and these triggers keep them whoever writes products.
ALTER TABLE "product_families" ADD COLUMN "variant_counts" json;--> statement-breakpoint
CREATE FUNCTION "count_family_variants"("family_ids" uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- Writers of one family take turns, and each counts in a statement of its own, after the lock:
	-- it then sees the variants of the writer it waited for, which a count taken before would miss.
	PERFORM 1 FROM "product_families" WHERE "id" = ANY("family_ids") ORDER BY "id" FOR UPDATE;
	UPDATE "product_families" AS "family" SET "variant_counts" = (
		SELECT json_object_agg("counted"."axis", "counted"."n" ORDER BY "counted"."axis")
		FROM (
			SELECT "value"."key" AS "axis", count(DISTINCT "value"."value")::int AS "n"
			FROM "products" AS "variant" CROSS JOIN LATERAL jsonb_each_text("variant"."options") AS "value"
			WHERE "variant"."family_id" = "family"."id" AND "variant"."deleted_at" IS NULL
			GROUP BY "value"."key"
		) AS "counted"
	)
	WHERE "family"."id" = ANY("family_ids");
END
$$;--> statement-breakpoint
-- One function for inserts and deletes: both triggers name their transition table "added_or_removed".
CREATE FUNCTION "count_variants_of_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "count_family_variants"(array(SELECT DISTINCT "family_id" FROM "added_or_removed" WHERE "family_id" IS NOT NULL));
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Once per statement, so a seed of a thousand products counts each family once.
CREATE TRIGGER "products_variant_counts_on_insert"
	AFTER INSERT ON "products" REFERENCING NEW TABLE AS "added_or_removed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_variants_of_added_or_removed"();--> statement-breakpoint
CREATE TRIGGER "products_variant_counts_on_delete"
	AFTER DELETE ON "products" REFERENCING OLD TABLE AS "added_or_removed"
	FOR EACH STATEMENT EXECUTE FUNCTION "count_variants_of_added_or_removed"();--> statement-breakpoint
CREATE FUNCTION "count_variants_of_changed_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "count_family_variants"(array_remove(ARRAY[OLD."family_id", NEW."family_id"], NULL));
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Per row for updates, and only when a variant joins, leaves or changes: stock and view updates
-- (every order, every flush of the view counter) count nothing.
CREATE TRIGGER "products_variant_counts_on_update"
	AFTER UPDATE OF "family_id", "options", "deleted_at" ON "products"
	FOR EACH ROW WHEN (
		OLD."family_id" IS DISTINCT FROM NEW."family_id"
		OR OLD."options" IS DISTINCT FROM NEW."options"
		OR (OLD."deleted_at" IS NULL) <> (NEW."deleted_at" IS NULL)
	)
	EXECUTE FUNCTION "count_variants_of_changed_product"();--> statement-breakpoint
SELECT "count_family_variants"(array(SELECT "id" FROM "product_families"));
