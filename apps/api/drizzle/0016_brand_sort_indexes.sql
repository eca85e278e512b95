-- A brand's listing walks its own order (schema.ts says why): names start with the brand and its prices sit
-- in one band, so the catalog-wide orders read thousands of other products before a brand's page.
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand","created_at","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand","price","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_brand_name_idx" ON "products" USING btree ("brand","name","id") WHERE "products"."deleted_at" is null;