CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text,
	"recipient_name" text NOT NULL,
	"phone" text NOT NULL,
	"governorate_id" text NOT NULL,
	"area_id" text NOT NULL,
	"street" text NOT NULL,
	"building" text NOT NULL,
	"floor" text NOT NULL,
	"apartment" text NOT NULL,
	"landmark" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"governorate_id" text PRIMARY KEY NOT NULL,
	"standard_fee" numeric(12, 2) NOT NULL,
	"standard_min_days" integer NOT NULL,
	"standard_max_days" integer NOT NULL,
	"express_fee" numeric(12, 2),
	"express_min_days" integer,
	"express_max_days" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_standard_check" CHECK ("delivery_zones"."standard_fee" >= 0 and "delivery_zones"."standard_min_days" >= 1 and "delivery_zones"."standard_min_days" <= "delivery_zones"."standard_max_days"),
	CONSTRAINT "delivery_zones_express_check" CHECK (("delivery_zones"."express_fee" is null and "delivery_zones"."express_min_days" is null and "delivery_zones"."express_max_days" is null) or ("delivery_zones"."express_fee" >= 0 and "delivery_zones"."express_min_days" >= 1 and "delivery_zones"."express_min_days" <= "delivery_zones"."express_max_days"))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_earliest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_latest" date;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_created_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
-- The starting fees and days (packages/domain DEFAULT_DELIVERY_ZONES); staff change them in the console.
INSERT INTO "delivery_zones" ("governorate_id", "standard_fee", "standard_min_days", "standard_max_days", "express_fee", "express_min_days", "express_max_days") VALUES
	('cairo', 50, 1, 2, 90, 1, 1),
	('giza', 50, 1, 2, 90, 1, 1),
	('alexandria', 65, 2, 3, 120, 1, 2),
	('qalyubia', 65, 2, 3, 120, 1, 2),
	('sharqia', 75, 2, 4, 140, 1, 2),
	('dakahlia', 75, 2, 4, 140, 1, 2),
	('gharbia', 75, 2, 4, 140, 1, 2),
	('monufia', 75, 2, 4, 140, 1, 2),
	('beheira', 75, 2, 4, 140, 1, 2),
	('kafr-el-sheikh', 75, 2, 4, 140, 1, 2),
	('damietta', 75, 2, 4, 140, 1, 2),
	('port-said', 75, 2, 4, 140, 1, 2),
	('ismailia', 75, 2, 4, 140, 1, 2),
	('suez', 75, 2, 4, 140, 1, 2),
	('faiyum', 85, 3, 5, 160, 2, 3),
	('beni-suef', 85, 3, 5, 160, 2, 3),
	('minya', 85, 3, 5, 160, 2, 3),
	('asyut', 100, 4, 6, 190, 2, 3),
	('sohag', 100, 4, 6, 190, 2, 3),
	('qena', 100, 4, 6, 190, 2, 3),
	('luxor', 100, 4, 6, 190, 2, 3),
	('aswan', 100, 4, 6, 190, 2, 3),
	('red-sea', 120, 5, 7, NULL, NULL, NULL),
	('new-valley', 120, 5, 7, NULL, NULL, NULL),
	('matrouh', 120, 5, 7, NULL, NULL, NULL),
	('north-sinai', 120, 5, 7, NULL, NULL, NULL),
	('south-sinai', 120, 5, 7, NULL, NULL, NULL)
ON CONFLICT ("governorate_id") DO NOTHING;
