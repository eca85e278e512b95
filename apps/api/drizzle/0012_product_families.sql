CREATE TABLE "product_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"brand" text NOT NULL,
	"axes" jsonb NOT NULL,
	"value_names_ar" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_families_axes_check" CHECK (jsonb_typeof("product_families"."axes") = 'array' and jsonb_array_length("product_families"."axes") > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "product_families_slug_key" ON "product_families" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_family_id_product_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."product_families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_family_idx" ON "products" USING btree ("family_id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_family_options_key" ON "products" USING btree ("family_id","options") WHERE "products"."family_id" is not null and "products"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_options_check" CHECK (("products"."family_id" is null) = ("products"."options" is null));