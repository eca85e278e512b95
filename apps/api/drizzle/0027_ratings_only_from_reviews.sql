-- Stars and their counts come only from shoppers' reviews kept here. The demo catalog once made up
-- a rating and a count of raters for most products ("898 shoppers rated this product") while no
-- review backed them; those go. Products with reviews keep their figures, which the reviews
-- themselves give (reviews_count, reviews_star_sum). Each product's kept JSON follows by its trigger.
UPDATE "products" SET "rating" = NULL, "ratings_quantity" = 0
WHERE "rating" IS NOT NULL OR "ratings_quantity" <> 0;
