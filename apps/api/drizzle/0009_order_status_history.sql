CREATE TABLE "order_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"note" text,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_status_check" CHECK ("order_status_history"."status" in ('pending', 'processing', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","id");--> statement-breakpoint
-- Orders placed before the history was kept: placed by the shopper at created_at, then the staff
-- moves the audit log recorded, oldest first (the identity column keeps that order).
INSERT INTO "order_status_history" ("order_id", "status", "actor_id", "created_at")
SELECT "order_id", "status", "actor_id", "at" FROM (
  SELECT o."id" AS "order_id", 'pending' AS "status", o."user_id" AS "actor_id", o."created_at" AS "at", 0 AS "step"
  FROM "orders" o
  UNION ALL
  SELECT o."id", a."after"->>'status', a."actor_id", a."created_at", 1
  FROM "audit_log" a JOIN "orders" o ON o."id"::text = a."entity_id"
  WHERE a."entity" = 'order' AND a."action" = 'order.status'
    AND a."after"->>'status' IN ('processing', 'shipped', 'delivered', 'cancelled')
) "moves"
ORDER BY "order_id", "at", "step";--> statement-breakpoint
-- A status nothing recorded (a shopper's own cancel was never audited) ends the history at the
-- order's last update, by the shopper.
INSERT INTO "order_status_history" ("order_id", "status", "actor_id", "created_at")
SELECT o."id", o."status", o."user_id", o."updated_at"
FROM "orders" o
WHERE o."status" <> (
  SELECT h."status" FROM "order_status_history" h WHERE h."order_id" = o."id" ORDER BY h."id" DESC LIMIT 1
);
