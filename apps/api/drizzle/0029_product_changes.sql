-- Each instance's copy of the catalog (src/modules/catalog/listing-index.ts) applies the products a
-- write changed rather than read all 100 000 again (docs/decisions/0025). The triggers that move
-- the list version also write down which products each version changed, and tell every listening
-- instance the new version; an instance reads the changes after the version it has applied.
-- A change is "reshaped" when it moves a product among the copy's groups or words (its name,
-- brand, category, types, specification values, words, creation time, family, options, deletion),
-- or is no product's (a dealer, a truncate): the copy is then read whole.
CREATE TABLE "product_changes" (
	"version" bigint NOT NULL,
	"product_id" uuid,
	"reshaped" boolean NOT NULL
);--> statement-breakpoint
CREATE INDEX "product_changes_version_idx" ON "product_changes" ("version");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_product_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"written" bigint := nullif(current_setting('kahraba.product_list_version_written', true), '')::bigint;
BEGIN
	-- Once per transaction: a batch of a thousand new products moves it once, and the products
	-- are written down under that one version.
	IF "written" IS NULL THEN
		UPDATE "product_list_version" SET "version" = "version" + 1 RETURNING "version" INTO "written";
		PERFORM set_config('kahraba.product_list_version_written', "written"::text, true);
		-- Delivered at commit, to every instance listening; one that missed it finds the version moved.
		PERFORM pg_notify('product_changes', "written"::text);
		-- The log keeps the last 10 000 versions: an instance further behind reads its copy whole.
		IF "written" % 1000 = 0 THEN
			DELETE FROM "product_changes" WHERE "version" <= "written" - 10000;
		END IF;
	END IF;
	IF TG_TABLE_NAME = 'products' AND TG_LEVEL = 'ROW' THEN
		INSERT INTO "product_changes" ("version", "product_id", "reshaped") VALUES (
			"written",
			coalesce(NEW."id", OLD."id"),
			TG_OP <> 'UPDATE'
				OR OLD."name" IS DISTINCT FROM NEW."name"
				OR OLD."brand" IS DISTINCT FROM NEW."brand"
				OR OLD."category" IS DISTINCT FROM NEW."category"
				OR OLD."product_type" IS DISTINCT FROM NEW."product_type"
				OR OLD."device_type" IS DISTINCT FROM NEW."device_type"
				OR OLD."laptop_type" IS DISTINCT FROM NEW."laptop_type"
				OR OLD."wearable_type" IS DISTINCT FROM NEW."wearable_type"
				OR OLD."audio_type" IS DISTINCT FROM NEW."audio_type"
				OR OLD."sub_type" IS DISTINCT FROM NEW."sub_type"
				OR OLD."spec_facets" IS DISTINCT FROM NEW."spec_facets"
				OR OLD."search_vector" IS DISTINCT FROM NEW."search_vector"
				OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
				OR OLD."family_id" IS DISTINCT FROM NEW."family_id"
				OR OLD."options" IS DISTINCT FROM NEW."options"
				OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
		);
	ELSE
		INSERT INTO "product_changes" ("version", "product_id", "reshaped") VALUES ("written", NULL, true);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- The stock level now moves the version too: a listing's stock figure is then as fresh as the
-- product page's, and no cached answer outlives a sale (the copy applies it in place).
DROP TRIGGER "products_list_version_on_update" ON "products";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_list_version_on_update"
	AFTER UPDATE ON "products" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (
		to_jsonb(OLD) - '{views,sold,updated_at}'::text[]
			<> to_jsonb(NEW) - '{views,sold,updated_at}'::text[]
	)
	EXECUTE FUNCTION "bump_product_list_version"();
