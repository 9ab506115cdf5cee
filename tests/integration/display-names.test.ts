// A person's public name is their own (issue 36, point 1; decision 0032): pages, credits, shared lists
// and e-mails name them by the display name they chose, or by the neutral "Member since <year>" until
// they choose one; never by anything of their e-mail address. Every test's address has a distinctive
// part before the @ and checks that it appears nowhere.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { placeRow } from "../factories";
import { pngBytes } from "../fixtures/images";
import { insertList } from "../fixtures/lists";
import { callRoute, createSignedInUser, postForm, siteRequest } from "../fixtures/sessions";
import * as accountRoute from "~/routes/account/account/route";
import * as exportRoute from "~/routes/account/export[.]json";
import * as listRoute from "~/routes/account/list/route";
import * as placeRoute from "~/routes/public/place/route";
import * as reviewRoute from "~/routes/public/review";
import * as sharedRoute from "~/routes/public/shared-list";
import { FLORIDA_TIME_ZONE } from "~/lib/dates";
import { displayName } from "~/lib/schemas-account";
import { moderatePhoto, moderateReview, submitReview } from "~/server/domain/reviews.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { mailOutbox, placeLists, placeReviews, reviewPhotos, user } from "~/server/infra/schema.server";
import { insertLocation } from "~/server/queries/location-admin.server";

const SITE = "http://localhost:3000";
const TEXT = "Shady paths all the way round the lake, and a water tap by the gate for the dogs.";

/** A signed-in person whose address starts with a part found nowhere else ("zq-quokka-1a2b3c4d"). */
async function newPerson() {
  const local = `zq-quokka-${crypto.randomBytes(4).toString("hex")}`;
  const person = await createSignedInUser(`${local}@example.com`);
  const [row] = await (await getDb()).select({ createdAt: user.createdAt }).from(user).where(eq(user.id, person.id));
  const year = new Intl.DateTimeFormat("en-US", { timeZone: FLORIDA_TIME_ZONE, year: "numeric" }).format(
    row!.createdAt,
  );
  return { ...person, local, year };
}

async function newPlace() {
  const row = await insertLocation(
    await getDb(),
    placeRow({ name: `Names Lake ${crypto.randomBytes(3).toString("hex")}`, category: "dog-park", city: "Ocala" }),
  );
  return { id: row.id, slug: row.slug, name: row.name, category: row.category, path: `/parks/${row.slug}` };
}

let admin: Promise<string> | undefined;
const adminId = () => {
  admin ??= createSignedInUser(`names-staff-${crypto.randomBytes(4).toString("hex")}@example.com`, "admin").then(
    (a) => a.id,
  );
  return admin;
};

/** A published review by `person` of `place`, with one approved photo. */
async function publishedReviewWithPhoto(person: { id: string }, place: Awaited<ReturnType<typeof newPlace>>) {
  const db = await getDb();
  const review = await submitReview(db, {
    author: { id: person.id, emailVerified: true },
    place,
    content: { rating: 4, visitMonth: "2026-03", dogSizes: ["medium"], tags: ["shade"], text: TEXT },
    photos: [{ file: new Blob([await pngBytes(200, 150)]), caption: "By the gate" }],
  });
  if (review.status !== "published")
    await moderateReview(db, await adminId(), review.id, { decision: "publish" }, SITE);
  const [photo] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id));
  await moderatePhoto(db, await adminId(), photo!.id, { decision: "approve" }, SITE);
  return review;
}

type PlacePage = Awaited<ReturnType<typeof placeRoute.loader>>;
async function placePage(path: string) {
  const { status, body } = await callRoute(placeRoute.loader, siteRequest(path), { slug: path.split("/").at(-1)! });
  expect(status).toBe(200);
  return body as PlacePage;
}

const saveName = (cookie: string, name: string) =>
  callRoute(accountRoute.action, postForm("/account", { intent: "name", name }, cookie));

async function storedName(userId: string) {
  const [row] = await (await getDb()).select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row!.name;
}

describe("a new account", () => {
  it("has no display name, even when the sign-up handed Better Auth one made from the address", async () => {
    // The test fixture signs up with the address's local part as Better Auth's `name`, as the site did.
    const person = await newPerson();
    expect(await storedName(person.id)).toBe("");
  });
});

describe("a place's page", () => {
  it("names a review's author and their photo's credit by the neutral name, then by the name they choose", async () => {
    const person = await newPerson();
    const place = await newPlace();
    await publishedReviewWithPhoto(person, place);

    const before = await placePage(place.path);
    const neutral = `Member since ${person.year}`;
    expect(before.reviews.list.map((r) => r.authorName)).toEqual([neutral]);
    expect(before.ownerPhotos.map((p) => p.credit)).toEqual([`Photo: ${neutral}, March 2026`]);
    expect(before.seo.jsonLd[0]).toMatchObject({ review: [{ author: { "@type": "Person", name: neutral } }] });
    expect(JSON.stringify(before)).not.toContain(person.local);

    const spanish = await placePage(`/es${place.path}`);
    expect(spanish.reviews.list.map((r) => r.authorName)).toEqual([`Miembro desde ${person.year}`]);
    expect(JSON.stringify(spanish)).not.toContain(person.local);

    expect((await saveName(person.cookie, "Zora & <b>Bo</b>")).status).toBe(302);
    const after = await placePage(place.path);
    expect(after.reviews.list.map((r) => r.authorName)).toEqual(["Zora & <b>Bo</b>"]);
    expect(after.ownerPhotos.map((p) => p.credit)).toEqual(["Photo: Zora & <b>Bo</b>, March 2026"]);
    expect(JSON.stringify(after)).not.toContain(person.local);
  });
});

describe("a shared list", () => {
  it("is by the neutral name until its owner chooses one, never by their address", async () => {
    const person = await newPerson();
    const place = await newPlace();
    const listId = await insertList(await getDb(), {
      userId: person.id,
      name: "Weekend walks",
      visibility: "link",
      places: [{ locationId: place.id }],
    });
    const [{ shareToken }] = (await (
      await getDb()
    )
      .select({ shareToken: placeLists.shareToken })
      .from(placeLists)
      .where(eq(placeLists.id, listId))) as [{ shareToken: string }];
    const shared = async (path = `/lists/shared/${shareToken}`) => {
      const { status, body } = await callRoute(sharedRoute.loader, siteRequest(path), { token: shareToken });
      expect(status).toBe(200);
      return body as Awaited<ReturnType<typeof sharedRoute.loader>>;
    };

    const before = await shared();
    expect(before.list.ownerName).toBe(`Member since ${person.year}`);
    expect(before.description).toBe(`A list by Member since ${person.year}: 1 place`);
    expect(JSON.stringify(before)).not.toContain(person.local);
    expect((await shared(`/es/lists/shared/${shareToken}`)).list.ownerName).toBe(`Miembro desde ${person.year}`);

    // The sharing form asks for the name while there is none, and keeps it with the choice.
    const page = await callRoute(listRoute.loader, siteRequest(`/lists/${listId}`, { cookie: person.cookie }), {
      id: listId,
    });
    expect((page.body as { shownAs: unknown }).shownAs).toEqual({
      displayName: null,
      neutral: `Member since ${person.year}`,
    });
    const sent = await callRoute(
      listRoute.action,
      postForm(
        `/lists/${listId}`,
        { intent: "visibility", visibility: "public", displayName: " Rita W. " },
        person.cookie,
      ),
      { id: listId },
    );
    expect(sent.status).toBe(200);
    const after = await shared();
    expect(after.list.ownerName).toBe("Rita W.");
    expect(after.list.visibility).toBe("public");
  });

  it("refuses a display name that is an address with 400, and changes neither the name nor who sees the list", async () => {
    const person = await newPerson();
    const listId = await insertList(await getDb(), { userId: person.id, name: "Private one" });
    const sent = await callRoute(
      listRoute.action,
      postForm(
        `/lists/${listId}`,
        { intent: "visibility", visibility: "public", displayName: `${person.local}@example.com` },
        person.cookie,
      ),
      { id: listId },
    );
    expect(sent.status).toBe(400);
    expect((sent.body as { errors: Record<string, string> }).errors.displayName).toBe(
      "A display name cannot be an e-mail address: it is shown to everyone.",
    );
    const [list] = await (await getDb()).select().from(placeLists).where(eq(placeLists.id, listId));
    expect(list!.visibility).toBe("private");
    expect(await storedName(person.id)).toBe("");
  });
});

describe("the display name's rules", () => {
  it("refuse an address, a control character and 61 characters; an empty name is none; markup stays text", () => {
    const refusal = (value: string) => {
      const parsed = displayName.safeParse(value);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(refusal("rita@example.com")).toBe("A display name cannot be an e-mail address: it is shown to everyone.");
    expect(refusal("Rita (rita.w@mail.example.org)")).toMatch(/cannot be an e-mail address/);
    expect(refusal("Rita\u0007")).toMatch(/invisible character/);
    expect(refusal("Rita\nWalker")).toMatch(/invisible character/);
    expect(refusal("x".repeat(61))).toBe("Display names are at most 60 characters.");
    expect(displayName.parse("x".repeat(60))).toBe("x".repeat(60));
    expect(displayName.parse("   ")).toBeNull();
    expect(displayName.parse(undefined)).toBeNull();
    expect(displayName.parse("@rita_walks")).toBe("@rita_walks");
    expect(displayName.parse(" <script>Bo</script> ")).toBe("<script>Bo</script>");
  });
});

describe("the review form", () => {
  const fields = { rating: "5", visitMonth: "2026-03", dogSizes: ["medium"], tags: ["clean"], text: TEXT };

  it("says the review is shown with the neutral name, and keeps a display name sent with it", async () => {
    const person = await newPerson();
    const place = await newPlace();
    const form = async () =>
      (await callRoute(reviewRoute.loader, siteRequest(`/review/${place.slug}`, { cookie: person.cookie }), {
        slug: place.slug,
      })) as { status: number; body: { shownAs: unknown } };
    expect((await form()).body.shownAs).toEqual({ displayName: null, neutral: `Member since ${person.year}` });

    const sent = await callRoute(
      reviewRoute.action,
      postForm(`/review/${place.slug}`, { ...fields, displayName: "Zora" }, person.cookie),
      { slug: place.slug },
    );
    expect(sent.status).toBe(200);
    expect(await storedName(person.id)).toBe("Zora");
    expect((await form()).body.shownAs).toEqual({ displayName: "Zora", neutral: `Member since ${person.year}` });
  });

  it("refuses a display name that is an address at its field, and stores no review", async () => {
    const person = await newPerson();
    const place = await newPlace();
    const sent = await callRoute(
      reviewRoute.action,
      postForm(`/review/${place.slug}`, { ...fields, displayName: `${person.local}@example.com` }, person.cookie),
      { slug: place.slug },
    );
    expect(sent.status).toBe(400);
    const result = (sent.body as { result: { error: Record<string, string[]> } }).result;
    expect(result.error.displayName).toEqual(["A display name cannot be an e-mail address: it is shown to everyone."]);
    const db = await getDb();
    expect(await db.select().from(placeReviews).where(eq(placeReviews.locationId, place.id))).toEqual([]);
    expect(await storedName(person.id)).toBe("");
  });
});

describe("the e-mail about a review", () => {
  it("greets its author without a name while they have none, never by their address", async () => {
    const person = await newPerson();
    await publishedReviewWithPhoto(person, await newPlace());
    await settleDeliveries();
    const mails = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.recipients, person.email));
    const published = mails.find((m) => m.subject.endsWith("is published"));
    expect(published?.text).toMatch(/^Hi,\n\nThank you!/);
    for (const mail of mails) expect(mail.text).not.toContain(person.local);
  });
});

describe("the export", () => {
  it("holds the display name, null while there is none", async () => {
    const person = await newPerson();
    const exported = async () => {
      const { body } = await callRoute(
        exportRoute.loader,
        siteRequest("/account/export.json", { cookie: person.cookie }),
      );
      return JSON.parse(await (body as Response).text()) as { profile: { displayName: string | null } };
    };
    expect((await exported()).profile.displayName).toBeNull();
    await saveName(person.cookie, "Rita W.");
    expect((await exported()).profile.displayName).toBe("Rita W.");
  });
});
