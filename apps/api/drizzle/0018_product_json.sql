CREATE TABLE "product_json" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"family_id" uuid,
	"head" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_json" ADD CONSTRAINT "product_json_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Building each card's 45 fields of JSON cost the database about 1.2 ms of CPU per page of 24
-- products, five times reading them (bench/RESULTS.md, ninth run). It is now written when the
-- product is, by the trigger below whoever writes, and a page passes it through (product-json.ts).
-- The fields are toProductWire's (product-wire.ts), in its order, but the last: the family's
-- variant counts, which move with its siblings, are added as it is read. A change to the wire
-- replaces this function and writes every product's JSON again, as the last statement here does.
CREATE FUNCTION "product_json_head"("p" "products") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT left(row_to_json("wire")::text, -1) FROM
	-- The rating a card shows: the visible reviews' average (domain reviewAverage) where there are
	-- reviews, else domain displayRating: the product's own, else from its views, else 4.
	(SELECT (CASE WHEN "p"."reviews_count" > 0 THEN round("p"."reviews_star_sum"::numeric / "p"."reviews_count", 1)
		WHEN "p"."rating" > 0 THEN least(5, "p"."rating")
		WHEN "p"."views" > 0 THEN least(5, round(3.5 + "p"."views" / 50.0, 1)) ELSE 4 END)::float8 AS "value") AS "rating",
	LATERAL (SELECT
		"p"."id" AS "_id",
		"p"."id" AS "id",
		"p"."name" AS "name",
		"p"."name_ar" AS "nameAr",
		"p"."slug" AS "slug",
		"p"."brand" AS "brand",
		"p"."category" AS "category",
		"p"."product_type" AS "productType",
		"p"."product_type" AS "__t",
		"p"."description" AS "description",
		"p"."description_ar" AS "descriptionAr",
		-- numeric comes out as exact decimal text; float8 is what a JS number prints.
		"p"."price"::float8 AS "price",
		"p"."price_after_discount"::float8 AS "priceAfterDiscount",
		"p"."discount"::float8 AS "discount",
		"p"."discount_percent" AS "discountPercentage",
		"p"."quantity" AS "quantity",
		"p"."sold" AS "sold",
		"p"."image" AS "image",
		CASE WHEN jsonb_array_length("p"."images") > 0 THEN "p"."images" ELSE jsonb_build_array("p"."image") END AS "images",
		"rating"."value" AS "rating",
		"rating"."value" AS "ratingsAverage",
		CASE WHEN "p"."reviews_count" > 0 THEN "p"."reviews_count" ELSE "p"."ratings_quantity" END AS "ratingsQuantity",
		"p"."reviews_count" AS "reviews",
		"p"."views" AS "views",
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
CREATE FUNCTION "write_product_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_json" ("product_id", "family_id", "head")
	VALUES (NEW."id", NEW."family_id", "product_json_head"(NEW))
	ON CONFLICT ("product_id") DO UPDATE SET "family_id" = excluded."family_id", "head" = excluded."head";
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Every update, views and stock included: each is in the JSON.
CREATE TRIGGER "products_json_on_write"
	AFTER INSERT OR UPDATE ON "products"
	FOR EACH ROW EXECUTE FUNCTION "write_product_json"();--> statement-breakpoint
INSERT INTO "product_json" ("product_id", "family_id", "head")
	SELECT "id", "family_id", "product_json_head"("products") FROM "products";
