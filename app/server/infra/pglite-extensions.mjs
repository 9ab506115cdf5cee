// The PostgreSQL extensions every PGlite instance of the app loads: the migrations create them
// (trigram search, accent-free words, distances on the earth), and PGlite can only create those it was given.
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance, unaccent };
