// Fills the benchmark's database before its server starts: migrations, the demo places and
// `argv[2]` generated places. Prints the address of one demo place on its last line.
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/server/db.server";
import { env } from "../app/server/env.server";
import { seedDemoData } from "../app/server/seed.server";
import { locations } from "../app/server/schema.server";
import { placePath } from "../app/lib/vocabulary";
import { insertGeneratedPlaces } from "./bench-data";

const database = await openDatabase(env().DATABASE_URL, env().DATA_DIR);
try {
  await database.migrate();
  await seedDemoData(database.db);
  await insertGeneratedPlaces(database.db, Number(process.argv[2] ?? 10_000));
  const [place] = await database.db
    .select({ slug: locations.slug, category: locations.category })
    .from(locations)
    .where(sql`${locations.slug} not like 'bench-place-%'`)
    .orderBy(locations.slug)
    .limit(1);
  console.log(placePath(place!));
} finally {
  await database.close();
}
