-- Issue 19: a change to what a visitor's cached page shows as a price (or whether a product is listed at all)
-- tells every app process at once, whoever made it (the app, an import, an operator in psql): the processes LISTEN
-- on dijla_catalog and empty their page and catalogue caches (app/modules/catalog/catalog-changes.server.ts).
-- Stock and sold counts are not watched: they change with every order and are shown within the stated bound.
CREATE OR REPLACE FUNCTION dijla_notify_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('dijla_catalog', TG_TABLE_NAME);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER skus_catalog_change AFTER INSERT OR DELETE OR UPDATE OF price, promotion_price, active ON skus
	FOR EACH STATEMENT EXECUTE FUNCTION dijla_notify_catalog_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_catalog_change AFTER INSERT OR DELETE OR UPDATE OF price, promotion_price, min_price, max_price, status ON products
	FOR EACH STATEMENT EXECUTE FUNCTION dijla_notify_catalog_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER exchange_rates_catalog_change AFTER INSERT OR DELETE OR UPDATE ON exchange_rates
	FOR EACH STATEMENT EXECUTE FUNCTION dijla_notify_catalog_change();
