import { describe, expect, it } from "vitest";
import { pointFromMapUrl } from "./geo";
import { mergePlan } from "./submission-merge";

describe("merging a submission into a place", () => {
  it("fills what the place lacks, lists what differs, and ignores what is the same or not given", () => {
    const plan = mergePlan(
      { county: null, hours: "Dawn to dusk", city: "Jupiter", amenities: ["parking", "shaded"], fees: null, zip: "" },
      {
        county: "Palm Beach",
        hours: "6 am to 9 pm",
        city: " jupiter ",
        amenities: ["shaded", "parking"],
        fees: null,
        zip: "33458",
        phone: "",
      },
    );
    expect(plan.fills).toEqual([
      { field: "county", value: "Palm Beach" },
      { field: "zip", value: "33458" },
    ]);
    expect(plan.conflicts).toEqual([{ field: "hours", place: "Dawn to dusk", submission: "6 am to 9 pm" }]);
  });
});

describe("a position from a map link", () => {
  it("reads the forms Google Maps links take, and gives none for a search by name", () => {
    expect(pointFromMapUrl("https://www.google.com/maps/@26.9342,-80.0703,17z")).toEqual({
      lat: 26.9342,
      lng: -80.0703,
    });
    expect(pointFromMapUrl("https://www.google.com/maps/place/X/data=!3d26.93!4d-80.07")).toEqual({
      lat: 26.93,
      lng: -80.07,
    });
    expect(pointFromMapUrl("https://maps.google.com/?q=26.9,-80.1")).toEqual({ lat: 26.9, lng: -80.1 });
    expect(pointFromMapUrl("https://maps.google.com/?q=Jupiter+Dog+Beach")).toBeNull();
    expect(pointFromMapUrl("https://www.google.com/maps/@95.1,-80.1,17z")).toBeNull();
    expect(pointFromMapUrl(null)).toBeNull();
  });
});
