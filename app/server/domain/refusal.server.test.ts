import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Refusal, refusalText, replyToRefusal } from "./refusal.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const schema = z.object({ currentPassword: z.string(), newPassword: z.string(), note: z.string() });
const submission = parseWithZod(form({ currentPassword: "old", newPassword: "new", note: "typed" }), { schema });

describe("Refusal", () => {
  it("says its text in English as its message, and in the page's language when told", () => {
    const refusal = new Refusal("place:reviewErrors.limitReviews", { status: 429, values: { max: 5 } });
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal.message).toBe("You can write at most 5 reviews a day. Please come back tomorrow.");
    expect(refusalText(refusal, "es")).toBe("Puedes escribir como máximo 5 reseñas al día. Vuelve mañana.");
    expect(new Refusal("account:account.noPassword").status).toBe(400);
  });

  it("answers the form beside its field, keeping what was typed but the hidden fields", () => {
    const refusal = new Refusal("account:account.wrongPassword", { field: "currentPassword" });
    const reply = replyToRefusal(submission, refusal, { locale: "es", hideFields: ["currentPassword", "newPassword"] });
    expect(reply.init?.status).toBe(400);
    expect(reply.data.result?.error).toEqual({ currentPassword: [refusalText(refusal, "es")] });
    expect(reply.data.result?.initialValue).toEqual({ note: "typed" });
  });

  it("answers above the form, or as its notice, with the refusal's status", () => {
    const refusal = new Refusal("account:account.alreadyDeleted", { status: 404 });
    const above = replyToRefusal(submission, refusal, { locale: "en" });
    expect(above.init?.status).toBe(404);
    expect(above.data.result?.error).toEqual({ "": [refusal.message] });
    const notice = replyToRefusal(submission, refusal, { locale: "en", asNotice: true });
    expect(notice.data.notice).toEqual({ ok: false, message: refusal.message });
    expect(notice.data.result?.error).toBeUndefined();
  });
});
