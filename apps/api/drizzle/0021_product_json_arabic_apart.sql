ALTER TABLE "product_json" ADD COLUMN "arabic" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A product's kept JSON held its Arabic name and description among its other fields, so the whole
-- text was read into the API as a two-byte string, and written back out as UTF-8 at 1.3 ns a
-- character: a seventh of the API's time for a listing. The Arabic fields are now kept apart, as
-- the JSON's last (product-wire.ts puts them there too), and the rest is all ASCII for most
-- products: one byte a character in the API, and copied out as it is.
CREATE OR REPLACE FUNCTION "product_json_head"("p" "products") RETURNS text LANGUAGE sql STABLE AS $$
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
CREATE FUNCTION "product_json_arabic"("p" "products") RETURNS text LANGUAGE sql STABLE AS $$
	-- The fields' JSON as row_to_json writes them in product_json_head, from the comma on.
	SELECT ',' || substr("json", 2, length("json") - 2) FROM
	(SELECT row_to_json("wire")::text AS "json" FROM
		(SELECT "p"."name_ar" AS "nameAr", "p"."description_ar" AS "descriptionAr") AS "wire") AS "row"
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "write_product_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_json" ("product_id", "family_id", "head", "arabic")
	VALUES (NEW."id", NEW."family_id", "product_json_head"(NEW), "product_json_arabic"(NEW))
	ON CONFLICT ("product_id") DO UPDATE
		SET "family_id" = excluded."family_id", "head" = excluded."head", "arabic" = excluded."arabic";
	RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE "product_json" SET "head" = "product_json_head"("products"), "arabic" = "product_json_arabic"("products")
	FROM "products" WHERE "products"."id" = "product_json"."product_id";
