CREATE TABLE "installment_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_ar" text NOT NULL,
	"months" integer[] NOT NULL,
	"monthly_rate_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"admin_fee_kind" text DEFAULT 'none' NOT NULL,
	"admin_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"min_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"max_amount" numeric(12, 2),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installment_plans_fee_kind_check" CHECK ("installment_plans"."admin_fee_kind" in ('none', 'percent', 'fixed')),
	CONSTRAINT "installment_plans_amounts_check" CHECK ("installment_plans"."max_amount" is null or "installment_plans"."max_amount" >= "installment_plans"."min_amount")
);
--> statement-breakpoint
CREATE TABLE "trade_in_condition_factors" (
	"condition" text PRIMARY KEY NOT NULL,
	"factor" numeric(4, 3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_condition_factors_check" CHECK ("trade_in_condition_factors"."factor" >= 0 and "trade_in_condition_factors"."factor" <= 1)
);
--> statement-breakpoint
CREATE TABLE "trade_in_estimate_ranges" (
	"product_type" text PRIMARY KEY NOT NULL,
	"min_credit" integer NOT NULL,
	"max_credit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_estimate_ranges_check" CHECK ("trade_in_estimate_ranges"."min_credit" >= 0 and "trade_in_estimate_ranges"."max_credit" >= "trade_in_estimate_ranges"."min_credit")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installment" jsonb;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "estimate_min" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "estimate_max" numeric(12, 2);--> statement-breakpoint
CREATE INDEX "installment_plans_sort_idx" ON "installment_plans" USING btree ("sort_order","created_at");--> statement-breakpoint
-- Defaults staff can change in the console: banks' 0 % plans with a minimum price, and finance
-- companies' plans with an admin fee and flat monthly interest within a minimum and a maximum.
INSERT INTO "installment_plans" ("provider", "provider_ar", "months", "monthly_rate_percent", "admin_fee_kind", "admin_fee", "min_amount", "max_amount", "sort_order") VALUES
	('NBE', 'البنك الأهلي المصري', '{6,12}', 0, 'none', 0, 3000, NULL, 10),
	('Banque Misr', 'بنك مصر', '{6,12,18}', 0, 'none', 0, 5000, NULL, 20),
	('CIB', 'البنك التجاري الدولي', '{6,12,24}', 0, 'none', 0, 10000, NULL, 30),
	('valU', 'ڤاليو', '{6,12,24,36}', 1.5, 'percent', 5, 500, 300000, 40),
	('Souhoola', 'سهولة', '{6,12,18,24}', 1.75, 'fixed', 250, 1000, 150000, 50),
	('Contact', 'كونتكت', '{9,12,24}', 1.6, 'percent', 3, 2000, 250000, 60);
--> statement-breakpoint
INSERT INTO "trade_in_condition_factors" ("condition", "factor") VALUES
	('excellent', 1), ('good', 0.8), ('fair', 0.6), ('poor', 0.35);
--> statement-breakpoint
INSERT INTO "trade_in_estimate_ranges" ("product_type", "min_credit", "max_credit") VALUES
	('Mobile', 4000, 30000), ('Tablet', 3000, 20000), ('Laptop', 5000, 35000),
	('Cable', 20, 100), ('Charger', 50, 400), ('PowerBank', 100, 600),
	('CaseCover', 0, 100), ('ScreenProtector', 0, 50),
	('Apple Watch', 2500, 12000), ('Samsung Galaxy Watch', 1500, 8000), ('Fitbit', 500, 3000),
	('Garmin', 1500, 10000), ('Xiaomi Band', 200, 900),
	('AirPods', 800, 6000), ('Samsung Buds', 500, 3500), ('Sony', 500, 6000), ('Bose', 1000, 8000),
	('JBL', 300, 4000), ('Beats', 800, 5000),
	('PlayStation', 6000, 20000), ('Xbox', 5000, 17000), ('Nintendo', 3000, 10000),
	('Gaming PC', 10000, 60000), ('Gaming Accessories', 200, 2500);
