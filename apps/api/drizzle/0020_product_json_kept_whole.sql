-- A product's kept JSON is about 2 kB, just over the size at which PostgreSQL compresses a row's
-- values (toast_tuple_target, 2 032 bytes by default): half the rows were kept compressed, and
-- every listing, suggestion and product page decompressed them again, on every read (a sixth of
-- the database's time for a listing). Rows up to a page's size now stay as they are; the update
-- rewrites the rows kept compressed so far.
ALTER TABLE "product_json" SET (toast_tuple_target = 8160);--> statement-breakpoint
UPDATE "product_json" SET "head" = "head" || '' WHERE pg_column_compression("head") IS NOT NULL;
