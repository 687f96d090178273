-- drizzle-kit never emits CREATE EXTENSION. pg_trgm lives in "public" so that isolated test schemas
-- (search_path = <schema>, public) share it and dropping a test schema never drops the extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
