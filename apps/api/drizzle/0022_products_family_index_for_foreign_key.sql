DROP INDEX "products_family_idx";--> statement-breakpoint
CREATE INDEX "products_family_idx" ON "products" USING btree ("family_id") WHERE "products"."family_id" is not null;