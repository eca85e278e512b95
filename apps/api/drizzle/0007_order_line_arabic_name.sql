-- An order line keeps the product's Arabic name beside the English one, as they were when it was
-- ordered; older lines have none and show the English name.
ALTER TABLE "order_lines" ADD COLUMN "name_ar" text;