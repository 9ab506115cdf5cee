// The address that opens a phone's maps app with directions to a place: Apple Maps on Apple's
// systems, a geo: address on Android (whichever maps app the person chose), Google Maps on the web
// otherwise, which also opens the app where one is installed. The destination is the place's
// position when it has one, else its street address as the maps app's search: a position is never
// made up from an address.
export type Platform = "apple" | "android" | "other";

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent)) return "apple";
  if (/Android/.test(userAgent)) return "android";
  return "other";
}

/** Where the directions lead: a position, or a street address written out in one line. */
export type Destination = { lat: number; lng: number; name: string } | { address: string; name: string };

/** The place's street address as a maps app reads it ("3701 Gatlin Ave, Orlando, FL 32806"); null without a street address. */
export function streetAddress(place: { address: string | null; city: string | null; zip: string | null }) {
  const street = place.address?.trim();
  if (!street) return null;
  const zip = place.zip?.trim();
  return [street, place.city?.trim(), zip ? `FL ${zip}` : "FL"].filter(Boolean).join(", ");
}

/** What a place's directions are worked out from. */
export type DirectionsPlace = {
  name: string;
  lat: number | null;
  lng: number | null;
  address: string | null;
  city: string | null;
  zip: string | null;
};

/** The place's destination: its position, else its street address, else none. */
export function destinationOf(place: DirectionsPlace): Destination | null {
  if (place.lat !== null && place.lng !== null) return { lat: place.lat, lng: place.lng, name: place.name };
  const address = streetAddress(place);
  return address ? { address, name: place.name } : null;
}

export function directionsHref(to: Destination, platform: Platform = "other") {
  if ("address" in to) {
    const query = encodeURIComponent(to.address);
    switch (platform) {
      case "apple":
        return `https://maps.apple.com/?daddr=${query}`;
      case "android":
        return `geo:0,0?q=${query}`;
      default:
        return `https://www.google.com/maps/dir/?api=1&destination=${query}`;
    }
  }
  const at = `${to.lat},${to.lng}`;
  switch (platform) {
    case "apple":
      return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(to.name)}`;
    case "android":
      return `geo:${at}?q=${at}(${encodeURIComponent(to.name)})`;
    default:
      return `https://www.google.com/maps/dir/?api=1&destination=${at}`;
  }
}
