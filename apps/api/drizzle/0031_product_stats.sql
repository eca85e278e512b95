-- A product's views (written every 5 s by the view counter) and units sold (every order) move to a
-- narrow table of their own (docs/decisions/0029). In the products row, each such write made a new
-- version of a 1.9 kB row with an entry in each of its 33 indexes (views sat in four of them), had
-- the database build and write its 2 kB of kept JSON again, and compare the whole old and new rows
-- as JSON to decide whether the list version moved. A views flush of 500 products cost 300 ms and
-- 4.6 MB of WAL. A row of product_stats is 36 bytes in two indexes, and its writes fire no trigger.
CREATE TABLE "product_stats" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stats_views_check" CHECK ("product_stats"."views" >= 0),
	CONSTRAINT "product_stats_sold_check" CHECK ("product_stats"."sold" >= 0)
);
--> statement-breakpoint
-- Room on each page for the next versions of its rows, so that a sale's update of the units sold,
-- which are in no index, stays on the page (HOT).
ALTER TABLE "product_stats" SET (fillfactor = 80);--> statement-breakpoint
ALTER TABLE "product_stats" ADD CONSTRAINT "product_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_stats" ("product_id", "views", "sold") SELECT "id", "views", "sold" FROM "products";--> statement-breakpoint
-- The most viewed products are walked down this index (the home page, related products).
CREATE INDEX "product_stats_views_idx" ON "product_stats" USING btree ("views","product_id");--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_sold_check";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_views_check";--> statement-breakpoint
DROP INDEX "products_category_views_idx";--> statement-breakpoint
DROP INDEX "products_views_idx";--> statement-breakpoint
DROP INDEX "products_views_by_id_idx";--> statement-breakpoint
DROP INDEX "products_exclusive_idx";--> statement-breakpoint
CREATE INDEX "products_live_id_idx" ON "products" USING btree ("id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "sold";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "views";--> statement-breakpoint
-- Every product has its row, whoever adds the product; once per statement, so a seed batch of a
-- thousand products adds theirs in one go.
CREATE FUNCTION "add_product_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_stats" ("product_id") SELECT "id" FROM "new_products" ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_stats_on_insert"
	AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products"
	FOR EACH STATEMENT EXECUTE FUNCTION "add_product_stats"();--> statement-breakpoint
-- Views and units sold no longer move the list version (they never did): every other column does.
DROP TRIGGER "products_list_version_on_update" ON "products";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_list_version_on_update"
	AFTER UPDATE ON "products" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW WHEN (to_jsonb(OLD) - 'updated_at' <> to_jsonb(NEW) - 'updated_at')
	EXECUTE FUNCTION "bump_product_list_version"();--> statement-breakpoint
-- The kept JSON leaves out what product_stats holds (sold, views) and the rating, which comes from
-- the views for a product with neither reviews nor a rating of its own: product-json.ts adds them
-- as it reads, from product_stats and this rating, null when it comes from the views.
ALTER TABLE "product_json" ADD COLUMN "rating" float8;--> statement-breakpoint
CREATE FUNCTION "product_json_rating"("p" "products") RETURNS float8 LANGUAGE sql STABLE AS $$
	-- The visible reviews' average (domain reviewAverage) where there are reviews, else the
	-- product's own rating (domain displayRating); else null: from its views, or 4.
	SELECT (CASE WHEN "p"."reviews_count" > 0 THEN round("p"."reviews_star_sum"::numeric / "p"."reviews_count", 1)
		WHEN "p"."rating" > 0 THEN least(5, "p"."rating") END)::float8
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_json_head"("p" "products") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT left(row_to_json("wire")::text, -1) FROM
	(SELECT
		"p"."id" AS "_id",
		"p"."id" AS "id",
		"p"."name" AS "name",
		"p"."slug" AS "slug",
		"p"."brand" AS "brand",
		"p"."category" AS "category",
		"p"."product_type" AS "productType",
		"p"."product_type" AS "__t",
		"p"."description" AS "description",
		-- numeric comes out as exact decimal text; float8 is what a JS number prints.
		"p"."price"::float8 AS "price",
		"p"."price_after_discount"::float8 AS "priceAfterDiscount",
		"p"."discount"::float8 AS "discount",
		"p"."discount_percent" AS "discountPercentage",
		"p"."quantity" AS "quantity",
		"p"."image" AS "image",
		CASE WHEN jsonb_array_length("p"."images") > 0 THEN "p"."images" ELSE jsonb_build_array("p"."image") END AS "images",
		CASE WHEN "p"."reviews_count" > 0 THEN "p"."reviews_count" ELSE "p"."ratings_quantity" END AS "ratingsQuantity",
		"p"."reviews_count" AS "reviews",
		"p"."is_exclusive" AS "isExclusive",
		"p"."is_new" AS "isNew",
		"p"."badge" AS "badge",
		"p"."product_code" AS "productCode",
		"p"."referral_code" AS "referralCode",
		"p"."installments" AS "installments",
		"p"."used" AS "used",
		"p"."used_status" AS "usedStatus",
		"p"."specs" AS "specs",
		"p"."device_type" AS "deviceType",
		"p"."laptop_type" AS "laptopType",
		"p"."wearable_type" AS "wearableType",
		"p"."audio_type" AS "audioType",
		"p"."sub_type" AS "subType",
		CASE WHEN "p"."company_name" <> '' THEN json_build_object('name', "p"."company_name") END AS "company",
		-- A JS Date's toISOString(): UTC, milliseconds cut (not rounded) as the driver cuts them.
		to_char("p"."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
		to_char("p"."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
		"p"."family_id" AS "familyId",
		"p"."options" AS "options"
	) AS "wire"
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "write_product_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_json" ("product_id", "family_id", "head", "arabic", "rating")
	VALUES (NEW."id", NEW."family_id", "product_json_head"(NEW), "product_json_arabic"(NEW), "product_json_rating"(NEW))
	ON CONFLICT ("product_id") DO UPDATE
		SET "family_id" = excluded."family_id", "head" = excluded."head", "arabic" = excluded."arabic",
			"rating" = excluded."rating";
	RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "product_json" SET "head" = "product_json_head"("products"), "rating" = "product_json_rating"("products")
	FROM "products" WHERE "products"."id" = "product_json"."product_id";
