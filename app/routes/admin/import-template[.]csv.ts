// The CSV template: the import columns and two made-up example rows to overwrite.
import { requireAdmin } from "~/server/domain/auth.server";
import { csvDocument } from "~/lib/csv-export";
import { IMPORT_COLUMN_NAMES, TEMPLATE_EXAMPLE_MARK, type OwnColumnName, type TextColumnName } from "~/lib/csv-columns";
import type { Route } from "./+types/import-template[.]csv";

/** An example row: every column of the import's own, and the free-text fields' it has an example for. */
type Example = Record<OwnColumnName, string> & Partial<Record<TextColumnName, string>>;

const EXAMPLES: Example[] = [
  {
    name: `Example Bark Park ${TEMPLATE_EXAMPLE_MARK}`,
    category: "dog-park",
    region: "central",
    city: "Sampleville",
    county: "Sample County",
    address: "123 Example Street",
    zip: "00000",
    phone: "(555) 010-0100",
    lat: "",
    lng: "",
    leash_policy: "off-leash",
    rules: "Clean up after your dog; Vaccinations required",
    fees: "free",
    fee_details: "",
    hours: "Sunrise to sunset",
    seasonality: "Open all year",
    accessibility_notes: "Paved path from the parking lot",
    parking_details: "Small lot by the entrance",
    safety_notes: "Separate area for small dogs",
    crowd_level: "moderate",
    amenities: "water_fountain;shaded;parking",
    external_links_official: "https://example.com/bark-park",
    external_links_county: "",
    description: "A made-up example showing the format; delete this row before importing.",
    dog_hours: "Mo,Tu,Th-Su sunrise-sunset; We sunrise-12:00,15:00-sunset",
    dog_rules: "Dogs on leash outside the fence | Owners stay with their dogs | Two dogs per person",
    fenced: "yes",
    small_dog_area: "no",
    status: "open",
    status_note: "",
    sources: "https://example.com/bark-park | Dog hours, rules | 2025-01-31",
    verified_on: "2025-02-01",
    dog_limits: JSON.stringify({
      maxDogsPerPerson: { count: 2, source: "https://example.com/bark-park", rule: "Two dogs per person" },
    }),
  },
  {
    name: `Example Dog Beach ${TEMPLATE_EXAMPLE_MARK}`,
    category: "dog-beach",
    region: "south",
    city: "Sampleton",
    county: "Example County",
    address: "1 Shoreline Example Road",
    zip: "00000",
    phone: "",
    lat: "",
    lng: "",
    leash_policy: "off-leash-designated-areas",
    rules: "Dogs must stay in the marked area",
    fees: "paid",
    fee_details: "Parking meter, sample rate",
    hours: "7am to 7pm",
    seasonality: "Closed during a sample nesting season",
    accessibility_notes: "",
    parking_details: "Metered street parking",
    safety_notes: "Watch for hot sand",
    crowd_level: "busy",
    amenities: "showers;rinse_stations;restrooms",
    external_links_official: "https://example.com/dog-beach",
    external_links_county: "https://example.org/parks",
    description: "A second made-up example; delete this row before importing.",
    dog_hours: 'Nov-Mar 07:00-09:00,15:00-sunset; Apr-Oct 07:00-09:00,17:00-sunset "sample nesting season"',
    dog_rules: "",
    fenced: "",
    small_dog_area: "",
    status: "temporarily-closed",
    status_note: "Closed for a sample beach repair",
    sources: "https://example.com/dog-beach ; https://example.org/parks",
    verified_on: "",
    dog_limits: "{}",
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const body = csvDocument([
    IMPORT_COLUMN_NAMES,
    ...EXAMPLES.map((row) => IMPORT_COLUMN_NAMES.map((c) => (row as Record<string, string>)[c] ?? "")),
  ]);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="locations-template.csv"',
      "Cache-Control": "no-store",
    },
  });
}
