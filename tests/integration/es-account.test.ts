// The sign-in, account, password and contact pages answer in the language of their address: under
// /es their refusals, notices and redirects are Spanish, and English pages answer as before.
import { beforeAll, describe, expect, it } from "vitest";
import { resetDatabase } from "../db";
import { callRoute, createSignedInUser, formRequest, siteRequest, TEST_PASSWORD } from "../fixtures/sessions";
import { routeContext } from "../fixtures/context";
import { postToAction, type FormResult } from "./form-post";
import type { ActionReply } from "~/lib/forms";

const auth = await import("~/routes/auth/auth");
const reset = await import("~/routes/auth/reset-password");
const account = await import("~/routes/account/account/route");
const contact = await import("~/routes/public/contact");

type Result = FormResult<ActionReply>;

let ip = 0;

const signIn = (path: string, fields: Record<string, string>) =>
  postToAction<ActionReply>(
    auth.action,
    path,
    { intent: "signin", ...fields },
    { "X-Forwarded-For": `10.77.0.${++ip}` },
  );

describe("the account pages under /es", () => {
  beforeAll(async () => {
    await resetDatabase();
    await createSignedInUser("lucia@example.com");
  });

  it("refuse a wrong password in Spanish, and in English on the English page", async () => {
    const spanish = (await signIn("/es/auth", { email: "lucia@example.com", password: "not-it-123" })) as Result;
    expect(spanish.data.result?.error?.[""]).toEqual(["Correo electrónico o contraseña incorrectos."]);
    const english = (await signIn("/auth", { email: "lucia@example.com", password: "not-it-123" })) as Result;
    expect(english.data.result?.error?.[""]).toEqual(["Invalid email or password."]);
  });

  it("land a Spanish sign-in on the Spanish page asked for, and on an English-only page as it is", async () => {
    const landing = async (path: string, redirectTo?: string) =>
      (await signIn(path, {
        email: "lucia@example.com",
        password: TEST_PASSWORD,
        ...(redirectTo ? { redirectTo } : {}),
      })) as Response;
    const toAccount = await landing("/es/auth", "/account");
    expect(toAccount.status).toBe(302);
    expect(toAccount.headers.get("Location")).toBe("/es/account");
    expect((await landing("/es/auth")).headers.get("Location")).toBe("/es");
    expect((await landing("/es/auth", "/admin")).headers.get("Location")).toBe("/admin");
    expect((await landing("/auth", "/account")).headers.get("Location")).toBe("/account");
  });

  it("send a signed-out visitor of /es/account to the Spanish sign-in page", async () => {
    const { status, body } = await callRoute(account.loader as never, siteRequest("/es/account"));
    expect(status).toBe(302);
    expect((body as Response).headers.get("Location")).toBe(`/es/auth?redirectTo=${encodeURIComponent("/es/account")}`);
  });

  it("call a broken reset link broken in Spanish", async () => {
    const { body } = await callRoute(
      reset.action as never,
      formRequest("/es/auth/reset-password", { token: "", password: "a-new-walk-55" }),
    );
    expect((body as ActionReply).result?.error?.[""]).toEqual([
      "Este enlace para restablecer la contraseña no es válido o ya venció. Pide uno nuevo.",
    ]);
  });

  it("give the contact page its Spanish subject and title", () => {
    const args = (url: string) => ({ request: new Request(url), params: {}, context: routeContext() }) as never;
    expect(contact.loader(args("http://localhost/es/contact?subject=advertising"))).toEqual({
      subject: "Consulta sobre publicidad y alianzas",
      seo: {
        title: "Contáctanos | Florida Dog Places",
        description:
          "Preguntas, correcciones, publicidad o comentarios: envía un mensaje al equipo de Florida Dog Places. Solemos responder en 24 horas.",
      },
    });
  });
});
