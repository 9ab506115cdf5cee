// Site-wide names and texts that several screens share.
export const BRAND = "Florida Dog Places";
export const TAGLINE = "Florida's most trusted directory of dog-friendly beaches, parks and trails.";
export const DISCLAIMER = "Information may change—verify rules and hours with official sources before visiting.";
export const DATA_CREDIT = "© OpenStreetMap contributors";
export const DATA_CREDIT_URL = "https://www.openstreetmap.org/copyright";

export const MAIN_NAV = [
  { to: "/explore", label: "Explore" },
  { to: "/beaches", label: "Beaches" },
  { to: "/parks", label: "Parks" },
  { to: "/farmers-markets", label: "Farmers Markets" },
  { to: "/hiking-areas", label: "Hiking Areas" },
  { to: "/nature-preserves", label: "Nature Preserves" },
  { to: "/submit", label: "Submit a Spot" },
  { to: "/contact", label: "Contact" },
] as const;

export const FOOTER_EXPLORE = [
  { to: "/beaches", label: "Dog Beaches" },
  { to: "/parks", label: "Dog Parks" },
  { to: "/region/central-florida", label: "Central Florida" },
  { to: "/region/south-florida", label: "South Florida" },
  { to: "/city/orlando", label: "Orlando" },
  { to: "/city/miami", label: "Miami" },
] as const;

export const FOOTER_RESOURCES = [
  { to: "/submit", label: "Submit a Spot" },
  { to: "/contact?subject=advertising", label: "Advertise With Us" },
  { to: "/contact", label: "Contact" },
  { to: "/faq", label: "Common Questions" },
] as const;
