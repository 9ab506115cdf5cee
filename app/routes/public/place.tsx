// The location detail screen, shared by all five category prefixes; each place has one canonical address.
import { ArrowLeft, ExternalLink, MapPin } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/place";
import { photoSrcSet } from "~/lib/photos";
import { sourceLinks } from "~/lib/sources";
import { CategoryIcon } from "~/components/category-icon";
import { CrowdBadge } from "~/components/crowd-badge";
import { Rating } from "~/components/rating";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { seoMeta } from "~/lib/seo";
import { GeneralErrorBoundary } from "~/root";
import { BRAND, DISCLAIMER } from "~/lib/site";
import {
  amenityLabel,
  categoryLabel,
  categoryListLabel,
  categoryPrefix,
  crowdLabel,
  feesLabel,
  leashLabel,
  placePath,
} from "~/lib/vocabulary";
import { getDb } from "~/server/db.server";
import { env } from "~/server/env.server";
import { getLocationBySlug } from "~/server/queries/locations.server";
import { breadcrumbJsonLd, placeJsonLd, placeSummary } from "~/server/structured-data.server";

const NOT_LISTED = "Not listed";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];
  const { place, seo } = loaderData;
  return seoMeta(matches, {
    title: seo.title,
    description: seo.description,
    path: placePath(place),
    image: place.photos[0] ?? place.imageUrl,
    type: "place",
    jsonLd: seo.jsonLd,
  });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = await getDb();
  const place = await getLocationBySlug(db, params.slug);
  if (!place) throw data(null, { status: 404 });

  const prefix = new URL(request.url).pathname.split("/")[1];
  const canonical = placePath(place);
  if (prefix !== categoryPrefix(place.category)) throw redirect(canonical, 301);

  const siteUrl = env().SITE_URL;
  const city = place.city ?? "Florida";
  const listPrefix = categoryPrefix(place.category);
  const description = (place.description || placeSummary(place)).slice(0, 300);
  return {
    place,
    sources: sourceLinks(place.source),
    seo: {
      title: `${place.name} - ${categoryLabel(place.category)} in ${city} | ${BRAND}`,
      description,
      jsonLd: [
        placeJsonLd(siteUrl, place),
        breadcrumbJsonLd(siteUrl, [
          { name: "Home", path: "/" },
          { name: categoryListLabel(listPrefix), path: `/${listPrefix}` },
          { name: place.name, path: canonical },
        ]),
      ],
    },
  };
}

type Place = Route.ComponentProps["loaderData"]["place"];

/** A link that opens the place on a map: its own map link, else its coordinates, else its address. */
function mapLink(place: Place) {
  if (place.mapUrl) return place.mapUrl;
  if (place.lat !== null && place.lng !== null) {
    return `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=16/${place.lat}/${place.lng}`;
  }
  if (place.address) {
    const query = [place.address, place.city, "FL", place.zip].filter(Boolean).join(", ");
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
  }
  return null;
}

/** DESIGN deviation 5: the parking details, else "Available" when the amenity is there, else "Not listed". */
function parkingLine(place: Place) {
  if (place.parkingDetails) return place.parkingDetails;
  if (place.amenities.includes("parking")) return "Available";
  return NOT_LISTED;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 font-medium text-slate-800">{term}</dt>
      <dd className="text-slate-700">{children}</dd>
    </div>
  );
}

export default function PlacePage({ loaderData }: Route.ComponentProps) {
  const { place, sources } = loaderData;
  const photo = place.photos[0] ?? place.imageUrl ?? null;
  const rules = place.rules;
  const map = mapLink(place);
  const official = place.externalLinks?.official;
  const county = place.externalLinks?.county;
  const address = [place.address, place.city, place.zip ? `FL ${place.zip}` : null].filter(Boolean).join(", ");
  const fee = feesLabel(place.fees);

  return (
    <article>
      <header className="from-brand-800 to-brand-700 relative bg-gradient-to-br text-white">
        {photo ? (
          <img
            src={photo}
            srcSet={photoSrcSet(photo)}
            sizes="100vw"
            alt={`Photo of ${place.name}`}
            className="absolute inset-0 h-full w-full object-cover opacity-30"
          />
        ) : null}
        <div className="relative mx-auto max-w-5xl px-4 py-12">
          <Link
            to="/explore"
            className="inline-flex items-center gap-1 text-sm font-medium text-white underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> Back to Listings
          </Link>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {photo ? null : (
              <span className="flex size-14 items-center justify-center rounded-full bg-white/15">
                <CategoryIcon category={place.category} className="size-8" />
              </span>
            )}
            <Badge tone="brand">
              <CategoryIcon category={place.category} className="size-3" />
              {categoryLabel(place.category)}
            </Badge>
            <CrowdBadge level={place.crowdLevel} suffix=" crowd" />
          </div>
          <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{place.name}</h1>
          <p className="text-brand-50 mt-2 flex flex-wrap items-center gap-4">
            <span className="flex items-center gap-1">
              <MapPin className="size-4" aria-hidden="true" />
              {place.city ?? "Florida"}
            </span>
            <Rating value={place.rating} />
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {place.description ? (
            <section aria-labelledby="about">
              <h2 id="about" className="text-xl font-semibold">
                About
              </h2>
              <p className="mt-2 whitespace-pre-line text-slate-700">{place.description}</p>
            </section>
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle>Quick Info</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100">
                <Fact term="Leash policy">{leashLabel(place.leashPolicy) ?? NOT_LISTED}</Fact>
                <Fact term="Entry fee">{fee ?? NOT_LISTED}</Fact>
                <Fact term="Typical crowd level">{crowdLabel(place.crowdLevel) ?? NOT_LISTED}</Fact>
              </dl>
            </CardContent>
          </Card>

          {rules.length > 0 ? (
            <Card>
              <CardHeader>
                <CardTitle>Rules & Guidelines</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-1 pl-5 text-slate-700">
                  {rules.map((rule) => (
                    <li key={rule}>{rule}</li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}

          <Card>
            <CardHeader>
              <CardTitle>Amenities</CardTitle>
            </CardHeader>
            <CardContent>
              {place.amenities.length > 0 ? (
                <ul className="flex flex-wrap gap-2">
                  {place.amenities.map((a) => (
                    <li key={a}>
                      <Badge tone="outline">{amenityLabel(a)}</Badge>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-slate-700">{NOT_LISTED}</p>
              )}
            </CardContent>
          </Card>
        </div>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Practical Info</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100 text-sm">
                <Fact term="Address">
                  {address || NOT_LISTED}
                  {map ? (
                    <>
                      {" "}
                      <a
                        href={map}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-700 mt-1 flex items-center gap-1 font-medium underline"
                      >
                        <MapPin className="size-4" aria-hidden="true" /> Open in map
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    </>
                  ) : null}
                </Fact>
                {place.county ? <Fact term="County">{place.county} County</Fact> : null}
                <Fact term="Hours">{place.hours ?? NOT_LISTED}</Fact>
                {place.seasonality ? <Fact term="Season">{place.seasonality}</Fact> : null}
                <Fact term="Fees">{[fee, place.feeDetails].filter(Boolean).join(": ") || NOT_LISTED}</Fact>
                <Fact term="Parking">{parkingLine(place)}</Fact>
                <Fact term="Accessibility">{place.accessibilityNotes ?? NOT_LISTED}</Fact>
                {place.phone ? (
                  <Fact term="Phone">
                    <a href={`tel:${place.phone.replace(/[^+\d]/g, "")}`} className="text-brand-700 underline">
                      {place.phone}
                    </a>
                  </Fact>
                ) : null}
                {place.safetyNotes ? <Fact term="Safety">{place.safetyNotes}</Fact> : null}
              </dl>
            </CardContent>
          </Card>

          {official || county ? (
            <Card>
              <CardHeader>
                <CardTitle>External Links</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="space-y-2">
                  {[
                    { href: official, label: "Official Website" },
                    { href: county, label: "County Website" },
                  ].map((link) =>
                    link.href ? (
                      <li key={link.label}>
                        <a
                          href={link.href}
                          target="_blank"
                          rel="noopener"
                          className="text-brand-700 inline-flex items-center gap-1 font-medium underline"
                        >
                          {link.label} <ExternalLink className="size-4" aria-hidden="true" />
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      </li>
                    ) : null,
                  )}
                </ul>
              </CardContent>
            </Card>
          ) : null}
          {sources.length ? (
            <section aria-labelledby="sources-heading" className="text-sm text-slate-700">
              <h2 id="sources-heading" className="font-semibold text-slate-900">
                Sources
              </h2>
              <ul className="mt-2 space-y-1">
                {sources.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener" className="underline">
                      {link.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-slate-600">{DISCLAIMER}</p>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
