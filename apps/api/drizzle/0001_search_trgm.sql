-- Text search folds case, Arabic letter variants and digits into products.search_text (see
-- packages/domain search-text); trigram indexes make substring and typo-tolerant matching fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_brand_lower_idx" ON "products" (lower("brand"));
