import { describe, expect, it } from "vitest";
import { destinationOf, directionsHref, platformOf, streetAddress } from "./directions";

const beach = { lat: 27.6217, lng: -82.7376, name: "Fort De Soto Dog Beach" };

describe("directions", () => {
  it("opens Apple Maps on an iPhone, a geo: address on Android and Google Maps elsewhere", () => {
    expect(directionsHref(beach, platformOf("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)"))).toBe(
      "https://maps.apple.com/?daddr=27.6217,-82.7376&q=Fort%20De%20Soto%20Dog%20Beach",
    );
    expect(directionsHref(beach, platformOf("Mozilla/5.0 (Linux; Android 14; Pixel 8)"))).toBe(
      "geo:27.6217,-82.7376?q=27.6217,-82.7376(Fort%20De%20Soto%20Dog%20Beach)",
    );
    expect(directionsHref(beach, platformOf("Mozilla/5.0 (X11; Linux x86_64)"))).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=27.6217,-82.7376",
    );
  });

  it("leads to the street address when the place has no position, never to a made-up one", () => {
    const park = {
      name: "Barber Dog Park",
      lat: null,
      lng: null,
      address: "3701 Gatlin Ave",
      city: "Orlando",
      zip: "32806",
    };
    const to = destinationOf(park);
    expect(to).toEqual({ name: "Barber Dog Park", address: "3701 Gatlin Ave, Orlando, FL 32806" });
    expect(directionsHref(to!, "other")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=3701%20Gatlin%20Ave%2C%20Orlando%2C%20FL%2032806",
    );
    expect(directionsHref(to!, "apple")).toBe(
      "https://maps.apple.com/?daddr=3701%20Gatlin%20Ave%2C%20Orlando%2C%20FL%2032806",
    );
    expect(directionsHref(to!, "android")).toBe("geo:0,0?q=3701%20Gatlin%20Ave%2C%20Orlando%2C%20FL%2032806");
  });

  it("prefers the position, and offers nothing without a street address", () => {
    const place = { name: "Beach", lat: 27.6, lng: -82.7, address: "1 Beach Rd", city: "Tierra Verde", zip: null };
    expect(destinationOf(place)).toEqual({ lat: 27.6, lng: -82.7, name: "Beach" });
    expect(destinationOf({ ...place, lat: null, lng: null, address: "  " })).toBeNull();
    expect(streetAddress({ address: "1 Beach Rd", city: null, zip: null })).toBe("1 Beach Rd, FL");
  });
});
