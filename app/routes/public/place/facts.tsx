// The place page's main column: whether the visitor's dogs may go, quick info, this week's dog
// hours, rules, amenities and practical info (address, hours, fees, parking, accessibility, phone, safety:
// the free-text rows as app/lib/place-fields.ts declares them).
import { PlaceAnswer } from "~/components/fits/place-answer";
import { MapPin } from "lucide-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "~/lib/i18n";
import { isAmenityKey } from "~/lib/place-i18n";
import { streetAddress } from "~/lib/directions";
import { feesLabel } from "~/lib/vocabulary";
import { DogHoursWeek, DogStatusLine } from "~/components/dog-status";
import { BadgeList } from "~/components/ui/badge";
import { TitledCard } from "~/components/titled-card";
import { amenityLabel } from "~/lib/vocabulary";
import { practicalInfoFields, withFieldsAfter } from "~/lib/place-fields";
import type { PlaceTextField } from "~/server/domain/place-texts.server";
import { Stored, type Place, type PlaceData } from "./stored-text";

/** A link that opens the place on a map: its own map link, else its coordinates, else its address. */
function mapLink(place: Place) {
  if (place.mapUrl) return place.mapUrl;
  if (place.lat !== null && place.lng !== null) {
    return `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=16/${place.lat}/${place.lng}`;
  }
  const address = streetAddress(place);
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

/** The address, else "Not listed", with a link that opens the place on a map when there is one. */
function AddressFact({ place }: { place: Place }) {
  const { t } = useTranslation("place");
  const map = mapLink(place);
  const address = [place.address, place.city, place.zip ? `FL ${place.zip}` : null].filter(Boolean).join(", ");
  return (
    <Fact term={t("address")}>
      {address ? <Stored>{address}</Stored> : t("notListed")}
      {map ? (
        <>
          {" "}
          <a
            href={map}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 mt-1 flex items-center gap-1 font-medium underline"
          >
            <MapPin className="size-4" aria-hidden="true" /> {t("openInMap")}
            <span className="sr-only">{t("opensInNewTab")}</span>
          </a>
        </>
      ) : null}
    </Fact>
  );
}

/** DESIGN deviation 5: the parking details, else "Available" when the amenity is there, else "Not listed". */
function ParkingLine({ place }: { place: Place }) {
  const { t } = useTranslation("place");
  if (place.parkingDetails) return <Stored field="parkingDetails">{place.parkingDetails}</Stored>;
  if (place.amenities.includes("parking")) return <>{t("parkingAvailable")}</>;
  return <>{t("notListed")}</>;
}

/**
 * The fee as a visitor reads it: the details when there are any (after the code's label unless they
 * already start with it, so never "Free: Free"), else the label, else "Not listed".
 */
function FeeLine({ fees, details }: { fees: Place["fees"]; details: string | null }) {
  const { t } = useTranslation(["place", "facts"]);
  const label = fees ? t(`facts:fee.${fees}`) : null;
  const said = details?.trim() || null;
  if (!said) return <>{label ?? t("notListed")}</>;
  // The details are in English, or in the page's language when translated: whether they start with
  // the label is asked in both.
  const english = feesLabel(fees);
  const startsWith = (word: string | null | undefined) => !!word && said.toLowerCase().startsWith(word.toLowerCase());
  if (!label || !english || startsWith(english) || startsWith(label)) return <Stored field="feeDetails">{said}</Stored>;
  return (
    <>
      {label}: <Stored field="feeDetails">{said}</Stored>
    </>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 font-medium text-slate-800">{term}</dt>
      <dd className="min-w-0 text-slate-700">{children}</dd>
    </div>
  );
}

type PracticalInfoField = ReturnType<typeof practicalInfoFields>[number];

/**
 * A free-text field's row in Practical Info (place-fields.ts): its text, else "Not listed" or no row
 * at all, as its declaration says.
 */
function TextFact({ place, field }: { place: Place; field: PracticalInfoField }) {
  const { t } = useTranslation("place");
  const value: unknown = (place as Record<string, unknown>)[field.key];
  const text = typeof value === "string" && value ? value : null;
  if (!text && field.page.unknown === "hidden") return null;
  return (
    <Fact term={t(field.page.label)}>
      {text ? <Stored field={field.key as PlaceTextField}>{text}</Stored> : t("notListed")}
    </Fact>
  );
}

/** The cards of the place page's main column. */
export function PlaceFacts({
  loaderData,
  langOf,
}: {
  loaderData: PlaceData;
  langOf: (field: PlaceTextField) => Locale | undefined;
}) {
  const { place, dogTimeline } = loaderData;
  const { t } = useTranslation(["place", "facts"]);
  const rules = place.rules;
  // One fee answer, said the same way in Quick Info and Practical Info.
  const fee = <FeeLine fees={place.fees} details={place.feeDetails} />;
  const notListed = t("notListed");
  const closedForGood = place.status === "closed";
  const temporarilyClosed = place.status === "temporarily-closed";
  // Practical Info: the card's own rows, and each free-text field's row after the row it follows.
  const practicalInfo = withFieldsAfter(
    [
      { name: "address", fact: <AddressFact place={place} /> },
      {
        name: "county",
        fact: place.county ? <Fact term={t("county")}>{t("countyName", { county: place.county })}</Fact> : null,
      },
      { name: "fees", fact: <Fact term={t("fees")}>{fee}</Fact> },
      {
        name: "parking",
        fact: (
          <Fact term={t("parking")}>
            <ParkingLine place={place} />
          </Fact>
        ),
      },
      {
        name: "phone",
        fact: place.phone ? (
          <Fact term={t("phone")}>
            <a href={`tel:${place.phone.replace(/[^+\d]/g, "")}`} className="text-brand-700 underline">
              {place.phone}
            </a>
          </Fact>
        ) : null,
      },
    ],
    (row) => row.name,
    practicalInfoFields(),
    (field) => field.page.after,
    (field) => ({ name: field.key, fact: <TextFact place={place} field={field} /> }),
  );
  return (
    <div className="min-w-0 space-y-6 lg:col-span-2">
      <PlaceAnswer
        limits={place.dogLimits}
        accountDogs={loaderData.myDogs}
        now={
          closedForGood ? undefined : temporarilyClosed ? (
            <span>{t("temporarilyClosed")}</span>
          ) : (
            <DogStatusLine timeline={dogTimeline} />
          )
        }
      />
      <TitledCard title={t("quickInfo")}>
        <dl className="divide-y divide-slate-100">
          {closedForGood ? null : (
            <Fact term={t("dogsNow")}>
              {temporarilyClosed ? <span>{t("temporarilyClosed")}</span> : <DogStatusLine timeline={dogTimeline} />}
            </Fact>
          )}
          <Fact term={t("leashPolicy")}>{place.leashPolicy ? t(`facts:leash.${place.leashPolicy}`) : notListed}</Fact>
          <Fact term={t("entryFee")}>{fee}</Fact>
          <Fact term={t("typicalCrowd")}>{place.crowdLevel ? t(`facts:crowd.${place.crowdLevel}`) : notListed}</Fact>
          {place.fenced ? <Fact term={t("fenced")}>{t(`facts:yesNo.${place.fenced}`)}</Fact> : null}
          {place.smallDogArea ? <Fact term={t("smallDogArea")}>{t(`facts:yesNo.${place.smallDogArea}`)}</Fact> : null}
        </dl>
      </TitledCard>

      {dogTimeline && !closedForGood ? (
        <TitledCard title={t("dogHoursThisWeek")}>
          <DogHoursWeek timeline={dogTimeline} />
        </TitledCard>
      ) : null}

      {rules.length > 0 ? (
        <TitledCard title={t("rules")}>
          <ul lang={langOf("rules")} className="list-disc space-y-1 pl-5 text-slate-700">
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </TitledCard>
      ) : null}

      <TitledCard title={t("amenities")}>
        {place.amenities.length > 0 ? (
          <BadgeList
            items={place.amenities.map((name) =>
              isAmenityKey(name) ? t(`facts:amenity.${name}`) : amenityLabel(name),
            )}
            tone="outline"
            className="gap-2"
          />
        ) : (
          <p className="text-slate-700">{notListed}</p>
        )}
      </TitledCard>

      <TitledCard title={t("practicalInfo")}>
        <dl className="divide-y divide-slate-100">
          {practicalInfo.map((row) => (
            <Fragment key={row.name}>{row.fact}</Fragment>
          ))}
        </dl>
      </TitledCard>
    </div>
  );
}
