// The FAQ, privacy and terms pages send their long texts in the request's language: English word
// for word as before at /faq, /privacy and /terms; Spanish at /es/faq, /es/privacy and /es/terms.
import { describe, expect, it } from "vitest";
import { callRoute, siteRequest } from "../fixtures/sessions";
import * as faq from "~/routes/public/faq";
import * as privacy from "~/routes/public/privacy";
import * as terms from "~/routes/public/terms";

type Faq = Awaited<ReturnType<typeof faq.loader>>;
type Privacy = Awaited<ReturnType<typeof privacy.loader>>;
type Terms = Awaited<ReturnType<typeof terms.loader>>;

async function load<T>(route: { loader: (args: never) => unknown }, path: string) {
  const answer = await callRoute(route.loader as never, siteRequest(path));
  expect(answer.status).toBe(200);
  return answer.body as T;
}

/** Every text in a loader's answer, so none is left with a placeholder or in the other language. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the FAQ", () => {
  it("keeps its English at /faq", async () => {
    const page = await load<Faq>(faq, "/faq");
    expect(page.heading).toBe("Common Questions");
    expect(page.title).toBe("Common Questions About Dogs in Florida | Florida Dog Places");
    expect(page.questions).toHaveLength(11);
    expect(page.questions[0]?.question).toBe("Are dogs allowed on Florida beaches?");
    expect(page.jsonLd[0]).toMatchObject({ "@type": "FAQPage", url: "http://localhost:3000/faq", inLanguage: "en" });
  });

  it("is in Spanish at /es/faq, its structured data too", async () => {
    const page = await load<Faq>(faq, "/es/faq");
    expect(page.heading).toBe("Preguntas frecuentes");
    expect(page.title).toBe("Preguntas frecuentes sobre perros en Florida | Florida Dog Places");
    expect(page.stillQuestion).toBe("¿Todavía tienes una pregunta?");
    expect(page.questions[0]).toEqual({
      question: "¿Se permiten perros en las playas de Florida?",
      answer: expect.stringMatching(/^Solo en algunas\./),
    });
    expect(page.jsonLd[0]).toMatchObject({ url: "http://localhost:3000/es/faq", inLanguage: "es" });
    expect(JSON.stringify(page.jsonLd)).toContain("¿Puedo llevar a mi perro a los parques estatales de Florida?");
    expect(strings(page).filter((s) => s.includes("{{"))).toEqual([]);
  });
});

describe("the privacy policy", () => {
  it("keeps its English at /privacy, dated in English", async () => {
    const page = await load<Privacy>(privacy, "/privacy");
    expect(page.texts.title).toBe("Privacy Policy");
    expect(page.texts.metaTitle).toBe("Privacy Policy | Florida Dog Places");
    expect(page.texts.sections.children.body).toMatch(/^Florida Dog Places is not directed at children under 13/);
    expect(page.texts.sections.rights.accountLink).toBe("Your account");
    expect(page.labels).toEqual({
      lastUpdated: "Last updated: January 19, 2025",
      sectionsLabel: "Sections",
      contents: "Contents",
      questions: "Questions?",
      contactUs: "Contact us",
    });
  });

  it("is in Spanish at /es/privacy, dated in Spanish", async () => {
    const page = await load<Privacy>(privacy, "/es/privacy");
    expect(page.locale).toBe("es");
    expect(page.texts.title).toBe("Política de privacidad");
    expect(page.texts.sections.sharing.noSale).toBe("No vendemos tu información personal.");
    expect(page.texts.intro).toContain("Florida Dog Places");
    expect(page.labels.lastUpdated).toBe("Última actualización: 19 de enero de 2025");
    expect(strings(page).filter((s) => s.includes("{{"))).toEqual([]);
  });
});

describe("the terms", () => {
  it("keep their English at /terms", async () => {
    const page = await load<Terms>(terms, "/terms");
    expect(page.texts.title).toBe("Terms of Service");
    expect(page.texts.sections.disclaimers.asIs).toMatch(/^The directory is provided "as is"\./);
    expect(page.texts.sections.law.body).toBe(
      "These terms are governed by the laws of the State of Florida, United States.",
    );
  });

  it("are in Spanish at /es/terms", async () => {
    const page = await load<Terms>(terms, "/es/terms");
    expect(page.texts.title).toBe("Términos del servicio");
    expect(page.texts.intro).toBe(
      "Estos términos rigen tu uso de Florida Dog Places, el directorio de lugares que admiten perros en Florida.",
    );
    expect(page.texts.sections.law.body).toBe(
      "Estos términos se rigen por las leyes del estado de Florida, Estados Unidos.",
    );
    expect(page.labels.contents).toBe("Contenido");
    expect(strings(page).filter((s) => s.includes("{{"))).toEqual([]);
  });
});
