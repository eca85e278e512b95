-- Search-box suggestions name brands from the dealers list, and their answers are kept while the
-- list version stands (src/modules/catalog/routes.ts): a dealer added, renamed or deleted bumps it.
CREATE CONSTRAINT TRIGGER "dealers_list_version_on_change"
	AFTER INSERT OR UPDATE OR DELETE ON "dealers" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "bump_product_list_version"();--> statement-breakpoint
CREATE TRIGGER "dealers_list_version_on_truncate"
	AFTER TRUNCATE ON "dealers"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_product_list_version"();
