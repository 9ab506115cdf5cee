// A person's account page (decision 0029): the display name and the password.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { callRoute, postForm, TEST_PASSWORD } from "../fixtures/sessions";
import * as accountRoute from "~/routes/account/account/route";
import { getAuth } from "~/server/domain/auth.server";
import { reviewChanges, user } from "~/server/infra/schema.server";
import { canSignIn, newPerson, newPlace, publishedReview, readyDatabase, signedIn } from "./account-fixtures";

beforeAll(readyDatabase);

describe("the display name and the password", () => {
  it("saves a display name for the session's own account only, refuses a long one or an address with 400, and removes it when emptied", async () => {
    const db = await getDb();
    const me = await newPerson("namer");
    const neighbour = await newPerson("unnamed");
    const post = (fields: Record<string, string>) =>
      callRoute(accountRoute.action, postForm("/account", { intent: "name", ...fields }, me.cookie));

    const lake = await newPlace();
    await publishedReview(me, lake);
    const changesBefore = await db.select().from(reviewChanges).where(eq(reviewChanges.locationId, lake.id));

    const saved = await post({ name: "  Rita & Bo  ", userId: neighbour.id });
    expect(saved.status).toBe(302);
    // The place's cached page, which shows the name beside the review, is dropped on every instance.
    const changesAfter = await db.select().from(reviewChanges).where(eq(reviewChanges.locationId, lake.id));
    expect(changesAfter.length).toBeGreaterThan(changesBefore.length);
    expect((await db.select({ name: user.name }).from(user).where(eq(user.id, me.id)))[0]!.name).toBe("Rita & Bo");
    expect((await db.select({ name: user.name }).from(user).where(eq(user.id, neighbour.id)))[0]!.name).not.toBe(
      "Rita & Bo",
    );

    const address = await post({ name: "rita.walker@example.com" });
    expect(address.status).toBe(400);
    const long = await post({ name: "x".repeat(61) });
    expect(long.status).toBe(400);
    const reply = long.body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(reply.result.error.name).toEqual(["Display names are at most 60 characters."]);
    expect(reply.result.initialValue.name).toBe("x".repeat(61));
    expect((await db.select({ name: user.name }).from(user).where(eq(user.id, me.id)))[0]!.name).toBe("Rita & Bo");

    // Emptied, the name is gone: the pages show the neutral name again (decision 0032).
    const removed = await post({ name: "   " });
    expect(removed.status).toBe(302);
    expect((await db.select({ name: user.name }).from(user).where(eq(user.id, me.id)))[0]!.name).toBe("");
  });

  it("changes the password after checking the current one, and signs out every other device", async () => {
    const me = await newPerson("rotator");
    const auth = await getAuth();
    const otherDevice = await auth.api.signInEmail({
      body: { email: me.email, password: TEST_PASSWORD },
      asResponse: true,
    });
    const otherCookie = otherDevice.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(await signedIn(otherCookie)).toBe(true);
    const post = (fields: Record<string, string>) =>
      callRoute(accountRoute.action, postForm("/account", { intent: "password", ...fields }, me.cookie));

    const wrong = await post({ currentPassword: "not-it-at-all", newPassword: "sandy-paws-2026" });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { result: { error: Record<string, string[]> } }).result.error.currentPassword).toEqual([
      "That is not your current password.",
    ]);
    const short = await post({ currentPassword: TEST_PASSWORD, newPassword: "abc" });
    expect(short.status).toBe(400);
    const common = await post({ currentPassword: TEST_PASSWORD, newPassword: "password" });
    expect(common.status).toBe(400);
    expect(await canSignIn(me.email, TEST_PASSWORD)).toBe(true);

    const changed = await post({ currentPassword: TEST_PASSWORD, newPassword: "sandy-paws-2026" });
    expect(changed.status).toBe(302);
    const newCookie = (changed.body as Response).headers
      .getSetCookie()
      .filter((c) => !c.startsWith("fdp_flash="))
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(await signedIn(newCookie)).toBe(true);
    expect(await signedIn(otherCookie)).toBe(false);
    expect(await signedIn(me.cookie)).toBe(false);
    expect(await canSignIn(me.email, TEST_PASSWORD)).toBe(false);
    expect(await canSignIn(me.email, "sandy-paws-2026")).toBe(true);
  });

  it("answers an unknown intent with 400 and changes nothing", async () => {
    const me = await newPerson("odd");
    const { status } = await callRoute(accountRoute.action, postForm("/account", { intent: "export-all" }, me.cookie));
    expect(status).toBe(400);
    expect(await signedIn(me.cookie)).toBe(true);
  });
});
