-- Trigram indexes make the "contains" searches of the lists (ILIKE '%word%') use an index.
-- pg_trgm ships with PostgreSQL and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
