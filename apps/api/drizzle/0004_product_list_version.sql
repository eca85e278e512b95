-- Listings remember how many products match each filter (src/modules/catalog/catalog-cache.ts)
-- and trust a remembered count only while this number is unchanged. Triggers bump it whenever a
-- committed write could change such a count, whoever writes: a product added or deleted, or any
-- column changed except the view count, units sold, timestamps and the stock level (the stock only
-- when it crosses zero, which the in-stock filter sees). New columns are covered without a change here.
CREATE TABLE "product_list_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "product_list_version" ("id", "version") VALUES (true, 0);--> statement-breakpoint
CREATE FUNCTION "bump_product_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Once per transaction is enough: a batch of a thousand new products bumps it once.
	IF current_setting('kahraba.product_list_version_bumped', true) = 'on' THEN
		RETURN NULL;
	END IF;
	PERFORM set_config('kahraba.product_list_version_bumped', 'on', true);
	UPDATE "product_list_version" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to commit: the version row is then the last lock a writer takes, so two writers that
-- lock products in different orders can never deadlock over it.
CREATE CONSTRAINT TRIGGER "products_list_version_on_insert_delete"
	AFTER INSERT OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "bump_product_list_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_list_version_on_update"
	AFTER UPDATE ON "products" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (
		(OLD."quantity" > 0) <> (NEW."quantity" > 0)
		OR to_jsonb(OLD) - '{views,sold,quantity,updated_at}'::text[]
			<> to_jsonb(NEW) - '{views,sold,quantity,updated_at}'::text[]
	)
	EXECUTE FUNCTION "bump_product_list_version"();--> statement-breakpoint
CREATE TRIGGER "products_list_version_on_truncate"
	AFTER TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_product_list_version"();
