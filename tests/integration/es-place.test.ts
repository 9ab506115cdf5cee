// A place's page, its report form and its review form under /es: Spanish titles, structured data in
// Spanish, answers in Spanish, and addresses that stay under /es.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { callRoute, createSignedInUser, siteRequest } from "../fixtures/sessions";
import * as placeRoute from "~/routes/public/place/route";
import * as reportRoute from "~/routes/public/report";
import * as reviewRoute from "~/routes/public/review";
import { insertLocation } from "~/server/queries/location-admin.server";
import { findReviewBy } from "~/server/queries/reviews.server";

type Place = { id: string; slug: string; name: string };
let park: Place;

function post(pathname: string, fields: Record<string, string | string[]>, cookie?: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return siteRequest(pathname, { method: "POST", body, cookie, headers: { "x-forwarded-for": "203.0.113.41" } });
}

beforeAll(async () => {
  await resetDatabase();
  const db = await getDb();
  park = await insertLocation(
    db,
    placeRow({
      name: `Parque Canino Prueba ${Math.random().toString(36).slice(2, 6)}`,
      category: "dog-park",
      city: "Sarasota",
      leashPolicy: "off-leash",
      fees: "free",
    }),
  );
});

describe("a place's page in Spanish", () => {
  it("has a Spanish title and description, and structured data at its /es address in es-US", async () => {
    const page = await callRoute(placeRoute.loader, siteRequest(`/es/parks/${park.slug}`), { slug: park.slug });
    expect(page.status).toBe(200);
    const { seo } = page.body as { seo: { title: string; description: string; jsonLd: Record<string, unknown>[] } };
    expect(seo.title).toMatch(new RegExp(`^${park.name} - .+ en Sarasota \\| Florida Dog Places$`));
    expect(seo.description).toContain("es un lugar que admite perros en Sarasota, Florida");
    const [placeLd, crumbs, webPage] = seo.jsonLd;
    expect(placeLd!.url).toBe(`http://localhost:3000/es/parks/${park.slug}`);
    expect(crumbs!.itemListElement).toEqual([
      expect.objectContaining({ name: "Inicio", item: "http://localhost:3000/es" }),
      expect.objectContaining({ item: "http://localhost:3000/es/parks" }),
      expect.objectContaining({ name: park.name, item: `http://localhost:3000/es/parks/${park.slug}` }),
    ]);
    expect(webPage).toMatchObject({ "@type": "WebPage", inLanguage: "es-US" });
  });

  it("keeps the English page as it was", async () => {
    const page = await callRoute(placeRoute.loader, siteRequest(`/parks/${park.slug}`), { slug: park.slug });
    const { seo } = page.body as { seo: { title: string; jsonLd: Record<string, unknown>[] } };
    expect(seo.title).toBe(`${park.name} - Dog Park in Sarasota | Florida Dog Places`);
    expect(seo.jsonLd[2]).toMatchObject({ inLanguage: "en-US", url: `http://localhost:3000/parks/${park.slug}` });
  });

  it("moves a wrong category prefix to the place's address in the same language", async () => {
    const moved = await callRoute(placeRoute.loader, siteRequest(`/es/beaches/${park.slug}`), { slug: park.slug });
    expect(moved.status).toBe(301);
    expect((moved.body as Response).headers.get("Location")).toBe(`/es/parks/${park.slug}`);
  });

  it("titles an unknown place's page in Spanish", async () => {
    const missing = await callRoute(placeRoute.loader, siteRequest("/es/parks/no-such-place"), {
      slug: "no-such-place",
    });
    expect(missing.status).toBe(404);
    expect(JSON.stringify(missing.body)).toContain("Página no encontrada | Florida Dog Places");
  });
});

describe("the report and review forms in Spanish", () => {
  it("thanks a Spanish reporter in Spanish", async () => {
    const page = await callRoute(reportRoute.loader, siteRequest(`/es/report/${park.slug}`), { slug: park.slug });
    expect((page.body as { seo: { title: string } }).seo.title).toBe(`Reportar un cambio: ${park.name}`);
    const sent = await callRoute(
      reportRoute.action,
      post(`/es/report/${park.slug}`, { kind: "hours", text: "Ahora cierra a las 6 p.m. entre semana.", website: "" }),
      { slug: park.slug },
    );
    expect(JSON.stringify(sent.body)).toContain("¡Gracias! Tu reporte fue enviado.");
  });

  it("stores a review written on a Spanish page as Spanish and answers in Spanish", async () => {
    const { id, cookie } = await createSignedInUser(`resena-${Math.random().toString(36).slice(2, 8)}@example.com`);
    const answer = await callRoute(
      reviewRoute.action,
      post(
        `/es/review/${park.slug}`,
        {
          rating: "5",
          visitMonth: "2026-03",
          dogSizes: ["small"],
          text: "Un parque amplio y limpio, con sombra y agua para los perros durante toda la mañana.",
          website: "",
        },
        cookie,
      ),
      { slug: park.slug },
    );
    expect(JSON.stringify(answer.body)).toMatch(/¡Gracias! Tu reseña/);
    const review = await findReviewBy(await getDb(), park.id, id);
    expect(review?.language).toBe("es");
  });
});
