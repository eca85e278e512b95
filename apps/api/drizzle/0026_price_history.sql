CREATE TABLE "product_price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","recorded_at","id");--> statement-breakpoint
-- What a shopper pays (domain effectivePrice): the price after discount when it is a real
-- reduction, else the price. The history keeps this, not the list price: an "old price" is honest
-- only if the product really sold at it (domain isBackedOldPrice, decision 0024).
CREATE FUNCTION "product_selling_price"("price" numeric, "price_after_discount" numeric) RETURNS numeric
	LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN "price_after_discount" > 0 AND "price_after_discount" < "price" THEN "price_after_discount" ELSE "price" END
$$;--> statement-breakpoint
-- A product's first price began when the product did (the seed's products were made in the past).
CREATE FUNCTION "record_first_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_price_history" ("product_id", "price", "recorded_at")
		SELECT "id", "product_selling_price"("price", "price_after_discount"), least("created_at", now())
		FROM "new_products";
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Once per statement for inserts, so a seed of a thousand products records their prices in one go.
CREATE TRIGGER "products_price_history_on_insert"
	AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products"
	FOR EACH STATEMENT EXECUTE FUNCTION "record_first_prices"();--> statement-breakpoint
CREATE FUNCTION "record_price_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "product_price_history" ("product_id", "price")
	VALUES (NEW."id", "product_selling_price"(NEW."price", NEW."price_after_discount"));
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Per row, and only when the selling price really changed: whoever writes (the staff console, a
-- script, SQL by hand), and never for the stock, view and rating updates that come all day.
CREATE TRIGGER "products_price_history_on_update"
	AFTER UPDATE OF "price", "price_after_discount" ON "products"
	FOR EACH ROW WHEN (
		"product_selling_price"(OLD."price", OLD."price_after_discount")
		IS DISTINCT FROM "product_selling_price"(NEW."price", NEW."price_after_discount")
	)
	EXECUTE FUNCTION "record_price_change"();--> statement-breakpoint
-- Products written before the history was kept: their price is known to have held since their last
-- update at the latest, and nothing is claimed about before it.
INSERT INTO "product_price_history" ("product_id", "price", "recorded_at")
	SELECT "id", "product_selling_price"("price", "price_after_discount"), least("updated_at", now())
	FROM "products";
