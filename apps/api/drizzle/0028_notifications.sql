CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"mail_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_price_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_stock_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_chat_replies" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."mail_pending";--> statement-breakpoint
CREATE INDEX "stock_alerts_product_idx" ON "stock_alerts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "messages_untold_idx" ON "messages" USING btree ("created_at") WHERE "messages"."read" = false and "messages"."notified_at" is null and "messages"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'ar'));--> statement-breakpoint
-- Price drops reach the shoppers who saved the product, whoever wrote the price (the staff console,
-- a script, SQL by hand): the history's own trigger (0026) records every change of the selling price,
-- and this reads what it recorded, once per statement. A drop is a point below the one before it;
-- points recorded in the past (a seed's or an import's history) are not news and tell nobody.
CREATE FUNCTION "notify_price_drops"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "notifications" ("user_id", "kind", "payload", "mail_pending")
	SELECT w."user_id", 'price-drop',
		jsonb_build_object(
			'productId', p."id", 'name', p."name", 'nameAr', p."name_ar",
			'oldPrice', previous."price", 'newPrice', n."price"),
		u."email_price_alerts"
	FROM "new_prices" n
	JOIN "wishlist_items" w ON w."product_id" = n."product_id"
	JOIN "users" u ON u."id" = w."user_id" AND u."disabled_at" IS NULL
	JOIN "products" p ON p."id" = n."product_id" AND p."deleted_at" IS NULL
	CROSS JOIN LATERAL (
		SELECT h."price" FROM "product_price_history" h
		WHERE h."product_id" = n."product_id" AND (h."recorded_at", h."id") < (n."recorded_at", n."id")
		ORDER BY h."recorded_at" DESC, h."id" DESC
		LIMIT 1
	) previous
	WHERE n."price" < previous."price" AND n."recorded_at" > now() - interval '1 day';
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "price_history_notify_drops"
	AFTER INSERT ON "product_price_history" REFERENCING NEW TABLE AS "new_prices"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_price_drops"();--> statement-breakpoint
-- Stock back: the shoppers waiting for the product are told, and their alert is spent in the same
-- statement, so they hear of it once. The product row is locked by the update that fires this, so of
-- two restocks at once only the first finds the stock at zero.
CREATE FUNCTION "notify_back_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH "told" AS (
		DELETE FROM "stock_alerts" WHERE "product_id" = NEW."id" RETURNING "user_id"
	)
	INSERT INTO "notifications" ("user_id", "kind", "payload", "mail_pending")
	SELECT t."user_id", 'back-in-stock',
		jsonb_build_object('productId', NEW."id", 'name', NEW."name", 'nameAr', NEW."name_ar"),
		u."email_stock_alerts"
	FROM "told" t
	JOIN "users" u ON u."id" = t."user_id" AND u."disabled_at" IS NULL;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_notify_back_in_stock"
	AFTER UPDATE OF "quantity" ON "products"
	FOR EACH ROW WHEN (OLD."quantity" <= 0 AND NEW."quantity" > 0 AND NEW."deleted_at" IS NULL)
	EXECUTE FUNCTION "notify_back_in_stock"();
