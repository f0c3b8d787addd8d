import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, which PGlite must be given
 * whenever it opens a database (PostgreSQL ships them itself): pg_trgm indexes
 * the "contains" search of users by username and full name.
 */
export const pgliteExtensions = { pg_trgm };
