ALTER TABLE "products" ADD COLUMN "spec_facets" text[];--> statement-breakpoint
CREATE INDEX "products_spec_facets_idx" ON "products" USING gin ("spec_facets") WHERE "products"."deleted_at" is null;