// The "My dogs" page's action (decision 0050): a signed-in person's dogs are checked on the server
// and kept with the account; a refused field is named with its message; a visitor who is not
// signed in and posts without scripts is invited to sign in, with what they typed kept.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { callRoute, createSignedInUser, postForm } from "../fixtures/sessions";
import * as dogsRoute from "~/routes/public/dogs";
import type { ActionReply } from "~/lib/forms";
import { findDogs } from "~/server/queries/dogs.server";

type Reply = ActionReply & { signIn?: boolean };

const BO = {
  "dogs[0].name": "Bo",
  "dogs[0].weightLb": "45",
  "dogs[0].age": "2",
  "dogs[0].ageUnit": "years",
  "dogs[0].permitsText": "Dog beach permit\nCity of Naples dog tag",
};

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const { status, body } = await callRoute(dogsRoute.action, postForm(path, fields, cookie));
  return { status, reply: body as Reply };
}

describe("the My dogs page", () => {
  it("keeps a signed-in person's dogs, years turned into months and one permit a line", async () => {
    const me = await createSignedInUser(`dogs-page-${crypto.randomBytes(4).toString("hex")}@example.com`);
    const { status, reply } = await post("/dogs", BO, me.cookie);
    expect(status).toBe(200);
    expect(reply.notice).toEqual({ ok: true, message: "Your dogs are saved with your account." });
    expect(await findDogs(await getDb(), me.id)).toEqual([
      { name: "Bo", weightLb: 45, ageMonths: 24, permits: ["Dog beach permit", "City of Naples dog tag"] },
    ]);
  });

  it("names the refused field in Spanish on /es/dogs and keeps nothing", async () => {
    const me = await createSignedInUser(`dogs-page-${crypto.randomBytes(4).toString("hex")}@example.com`);
    const { status, reply } = await post("/es/dogs", { ...BO, "dogs[0].weightLb": "400" }, me.cookie);
    expect(status).toBe(400);
    expect(reply.notice?.message).toBe("Algunos datos necesitan un cambio: mira los campos marcados abajo.");
    expect(reply.result?.error).toEqual({ "dogs[0].weightLb": ["Enter a weight from 1 to 250 lb"] });
    expect(await findDogs(await getDb(), me.id)).toEqual([]);
  });

  it("invites a visitor who is not signed in to sign in, with what they typed", async () => {
    const { status, reply } = await post("/dogs", BO);
    expect(status).toBe(200);
    expect(reply.signIn).toBe(true);
    expect(reply.result?.initialValue).toMatchObject({ dogs: [{ name: "Bo", weightLb: "45" }] });
  });

  it("saves the dogs this browser kept to the account, and refuses a list the rules refuse", async () => {
    const me = await createSignedInUser(`dogs-page-${crypto.randomBytes(4).toString("hex")}@example.com`);
    const kept = [{ name: "Pip", ageMonths: 3, permits: [] }];
    const refused = await post(
      "/dogs",
      { intent: "import", stored: JSON.stringify([{ name: "<b>Pip</b>" }]) },
      me.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await findDogs(await getDb(), me.id)).toEqual([]);

    const { status, reply } = await post("/dogs", { intent: "import", stored: JSON.stringify(kept) }, me.cookie);
    expect(status).toBe(200);
    expect(reply.notice).toEqual({ ok: true, message: "The dogs of this browser are now saved with your account." });
    expect(await findDogs(await getDb(), me.id)).toEqual(kept);
  });
});
