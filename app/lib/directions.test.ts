import { describe, expect, it } from "vitest";
import { directionsHref, platformOf } from "./directions";

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
});
