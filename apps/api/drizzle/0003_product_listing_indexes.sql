DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_views_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
DROP INDEX "products_exclusive_idx";--> statement-breakpoint
DROP INDEX "products_used_idx";--> statement-breakpoint
CREATE INDEX "products_category_name_idx" ON "products" USING btree ("category","name","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_views_idx" ON "products" USING btree ("category","views","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","price","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_views_idx" ON "products" USING btree ("views","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_percent","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_exclusive_idx" ON "products" USING btree ("views","id") WHERE "products"."is_exclusive" and "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_used_idx" ON "products" USING btree ("created_at","id") WHERE "products"."used" and "products"."deleted_at" is null;