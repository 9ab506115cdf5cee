// Fills the benchmark's database before its server starts: migrations, the demo places,
// `argv[2]` generated places, two places alike but for BENCH_REVIEWS (1,000) published reviews of
// one of them, and (with BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD) a confirmed administrator to
// sign in as. Prints the two places' addresses (one line, the one with reviews first), then the
// address of one demo place on its last line.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { openDatabase } from "../app/server/infra/db.server";
import { env } from "../app/server/infra/env.server";
import { seedDemoData } from "../app/server/domain/seed.server";
import { account, locations, user } from "../app/server/infra/schema.server";
import { setRole } from "../app/server/queries/users.server";
import { placePath } from "../app/lib/vocabulary";
import { insertGeneratedPlaces, insertReviewedPlaces } from "./bench-data";

const database = await openDatabase(env().DATABASE_URL, env().DATA_DIR);
try {
  await database.migrate();
  await seedDemoData(database.db);
  await insertGeneratedPlaces(database.db, Number(process.argv[2] ?? 10_000));
  const reviewed = await insertReviewedPlaces(database.db, Number(process.env.BENCH_REVIEWS ?? 1000));
  const { BENCH_ADMIN_EMAIL: email, BENCH_ADMIN_PASSWORD: password } = process.env;
  if (email && password) {
    const id = randomUUID();
    await database.db.insert(user).values({ id, name: "Bench", email, emailVerified: true });
    await database.db.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(password),
    });
    await setRole(database.db, id, "admin");
  }
  const [place] = await database.db
    .select({ slug: locations.slug, category: locations.category })
    .from(locations)
    .where(sql`${locations.slug} not like 'bench-place-%'`)
    .orderBy(locations.slug)
    .limit(1);
  console.log(`${reviewed.reviewed} ${reviewed.none}`);
  console.log(placePath(place!));
} finally {
  await database.close();
}
