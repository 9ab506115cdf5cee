// The address that opens a phone's maps app with directions to a point: Apple Maps on Apple's
// systems, a geo: address on Android (whichever maps app the person chose), Google Maps on the web
// otherwise, which also opens the app where one is installed.
export type Platform = "apple" | "android" | "other";

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent)) return "apple";
  if (/Android/.test(userAgent)) return "android";
  return "other";
}

export function directionsHref(point: { lat: number; lng: number; name: string }, platform: Platform = "other") {
  const at = `${point.lat},${point.lng}`;
  switch (platform) {
    case "apple":
      return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(point.name)}`;
    case "android":
      return `geo:${at}?q=${at}(${encodeURIComponent(point.name)})`;
    default:
      return `https://www.google.com/maps/dir/?api=1&destination=${at}`;
  }
}
