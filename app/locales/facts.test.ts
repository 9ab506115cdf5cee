// The facts namespace holds every code of the vocabulary, and its English labels are the
// vocabulary's own: a code added to app/lib/vocabulary*.ts without its words fails here.
import { describe, expect, it } from "vitest";
import {
  AMENITIES,
  CATEGORIES,
  CATEGORY_LISTS,
  CROWD_LEVELS,
  FEES,
  LEASH_POLICIES,
  LIST_VISIBILITIES,
  MIN_RATINGS,
  PLACE_FEATURES,
  PLACE_STATUSES,
  REGIONS,
  YES_NO,
} from "~/lib/vocabulary";
import { DOG_SIZES, REVIEW_REPORT_REASONS, REVIEW_SORTS, REVIEW_TAGS } from "~/lib/vocabulary-reviews";
import { REPORT_KINDS, SUBMISSION_STATUSES } from "~/lib/vocabulary-submissions";
import en from "./en/facts";
import es from "./es/facts";

const byValue = (list: readonly { value: string; label: string }[]) =>
  Object.fromEntries(list.map((item) => [item.value, item.label]));

describe("the facts namespace", () => {
  it("gives every code of the vocabulary its English label", () => {
    expect(en.categoryList).toEqual(Object.fromEntries(CATEGORY_LISTS.map((l) => [l.prefix, l.label])));
    expect(en.category).toEqual(byValue(CATEGORIES));
    expect(en.region).toEqual(byValue(REGIONS));
    expect(en.regionDescription).toEqual(Object.fromEntries(REGIONS.map((r) => [r.value, r.description])));
    expect(en.leash).toEqual(byValue(LEASH_POLICIES));
    expect(en.fee).toEqual(byValue(FEES));
    expect(en.crowd).toEqual(byValue(CROWD_LEVELS));
    expect(en.amenity).toEqual(Object.fromEntries(AMENITIES.map((a) => [a.name, a.displayName])));
    expect(en.amenityDescription).toEqual(Object.fromEntries(AMENITIES.map((a) => [a.name, a.description])));
    expect(en.dogSize).toEqual(byValue(DOG_SIZES));
    expect(en.reviewTag).toEqual(byValue(REVIEW_TAGS));
    expect(en.reviewSort).toEqual(byValue(REVIEW_SORTS));
    expect(en.reviewReportReason).toEqual(byValue(REVIEW_REPORT_REASONS));
    expect(en.reportKind).toEqual(byValue(REPORT_KINDS));
    expect(en.submissionStatus).toEqual(byValue(SUBMISSION_STATUSES));
    expect(en.placeStatus).toEqual(byValue(PLACE_STATUSES));
    expect(en.yesNo).toEqual(byValue(YES_NO));
    expect(en.placeFeature).toEqual(byValue(PLACE_FEATURES));
    expect(en.minRating).toEqual(byValue(MIN_RATINGS));
    expect(en.listVisibility).toEqual(byValue(LIST_VISIBILITIES));
  });

  it("uses the glossary's words in Spanish", () => {
    expect(es.category["dog-beach"]).toBe("Playa para perros");
    expect(es.category["dog-park"]).toBe("Parque para perros");
    expect(es.category["farmers-market"]).toBe("Mercado agrícola");
    expect(es.category["hiking-area"]).toBe("Zona de senderismo");
    expect(es.category["nature-preserve"]).toBe("Reserva natural");
    expect(es.region).toEqual({
      north: "Norte de Florida",
      central: "Centro de Florida",
      south: "Sur de Florida",
      keys: "Cayos de Florida",
    });
    expect(es.fee.free).toBe("Gratis");
    expect(es.amenity).toMatchObject({ restrooms: "Baños", parking: "Estacionamiento", showers: "Duchas" });
  });
});
