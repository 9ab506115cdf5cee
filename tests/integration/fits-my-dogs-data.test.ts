// "Fits my dogs" data (decision 0050): the demo places' limits come with the seed, a signed-in
// person's dogs are kept with their account, go out in its export and go with it when it is
// deleted; a list the rules refuse is answered per field and nothing of it is kept.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { callRoute, createSignedInUser, postForm, siteRequest, TEST_PASSWORD } from "../fixtures/sessions";
import * as accountRoute from "~/routes/account/account/route";
import * as exportRoute from "~/routes/account/export[.]json";
import type { AccountExport } from "~/server/domain/account.server";
import { saveOwnDogs } from "~/server/domain/dogs.server";
import { seedDemoData } from "~/server/domain/seed.server";
import { userDogs } from "~/server/infra/schema-dogs.server";
import { getLocationBySlug } from "~/server/queries/locations.server";
import { findDogs } from "~/server/queries/dogs.server";
import { slugify } from "~/lib/slug";

const person = () => createSignedInUser(`dogs-${crypto.randomBytes(4).toString("hex")}@example.com`);

const BO = { name: "Bo", weightLb: 45, ageMonths: 36, sex: "male" as const, permits: [] };
const LUNA = { name: "Luna", size: "small" as const, permits: ["Dog beach permit"] };

describe("fits my dogs: the data", () => {
  beforeAll(async () => {
    await seedDemoData(await getDb());
  });

  it("gives Canine Cove Dog Park its limit of 2 dogs per person, with its source", async () => {
    const place = await getLocationBySlug(await getDb(), slugify("Canine Cove Dog Park"));
    expect(place?.dogLimits?.maxDogsPerPerson).toEqual({
      count: 2,
      rule: "Limit of 2 dogs per person",
      source: "https://discover.pbc.gov/parks/Amenities/Dog-Parks.aspx",
    });
  });

  it("keeps a person's dogs, exports them and deletes them with the account", async () => {
    const db = await getDb();
    const me = await person();
    expect(await saveOwnDogs(db, me.id, [BO, LUNA])).toMatchObject({ ok: true });
    expect((await findDogs(db, me.id)).map((d) => d.name)).toEqual(["Bo", "Luna"]);

    const { body } = await callRoute(exportRoute.loader, siteRequest("/account/export.json", { cookie: me.cookie }));
    const exported = JSON.parse(await (body as Response).text()) as AccountExport;
    expect(exported.dogs?.dogs).toEqual([BO, LUNA]);

    const { status } = await callRoute(
      accountRoute.action,
      postForm("/account", { intent: "delete", password: TEST_PASSWORD }, me.cookie),
    );
    expect(status).toBe(302);
    expect(await db.select().from(userDogs).where(eq(userDogs.userId, me.id))).toEqual([]);
  });

  it("refuses seven dogs, a weight of 400 lb and a name in HTML, and keeps the dogs saved before", async () => {
    const db = await getDb();
    const me = await person();
    await saveOwnDogs(db, me.id, [BO]);

    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `Dog ${i + 1}`, permits: [] }));
    expect(await saveOwnDogs(db, me.id, seven)).toEqual({ ok: false, errors: { dogs: ["Describe at most 6 dogs"] } });
    expect(await saveOwnDogs(db, me.id, [{ ...BO, weightLb: 400 }])).toEqual({
      ok: false,
      errors: { "dogs[0].weightLb": ["Enter a weight from 1 to 250 lb"] },
    });
    expect(await saveOwnDogs(db, me.id, [BO, { ...LUNA, name: "<b>Luna</b>" }])).toEqual({
      ok: false,
      errors: { "dogs[1].name": ["A dog's name is plain text: remove the HTML tags"] },
    });
    expect(await findDogs(db, me.id)).toEqual([BO]);
  });
});
