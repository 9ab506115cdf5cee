// English texts of the "facts" namespace: the label of every code of the vocabulary
// (app/lib/vocabulary*.ts), keyed by the code itself, so that a code in the data finds its words in
// any language: t(`facts:category.${place.category}`). The words of dog hours, fees and sources are
// those the shared functions of app/lib write in English (app/lib/facts-words.ts).
import { DOG_HOURS_WORDS, FACT_WORDS } from "~/lib/facts-words";

export default {
  /** Dog hours and the "allowed now" status (app/lib/dog-hours.ts, app/components/dog-status.tsx). */
  hours: DOG_HOURS_WORDS,
  /** Fees and sources (app/lib/fees.ts, app/lib/sources.ts). */
  words: FACT_WORDS,
  /** The dog hours field of the location form (app/components/dog-hours-field.tsx). */
  hoursField: {
    label: "Dog Hours",
    hint: "OpenStreetMap opening_hours syntax, e.g. Apr-Sep: 00:00-09:00,17:00-24:00; Oct-Mar: 00:00-24:00. Leave empty when the dog hours are not known.",
    unreadable: "Dog hours cannot be read: {{error}}",
    warnings: "Check these dog hours:",
    nextDays: "Next 7 days",
  },
  categoryList: {
    beaches: "Beaches",
    parks: "Parks",
    "farmers-markets": "Farmers Markets",
    "hiking-areas": "Hiking Areas",
    "nature-preserves": "Nature Preserves",
  },
  category: {
    beach: "Beach",
    "dog-beach": "Dog Beach",
    "public-beach": "Public Beach",
    park: "Park",
    "dog-park": "Dog Park",
    "city-park": "City Park",
    "county-park": "County Park",
    "state-park": "State Park",
    "farmers-market": "Farmers Market",
    "hiking-area": "Hiking Area",
    "nature-preserve": "Nature Preserve",
  },
  region: {
    north: "North Florida",
    central: "Central Florida",
    south: "South Florida",
    keys: "Florida Keys",
  },
  regionDescription: {
    north: "Historic towns, Panhandle beaches and shady riverfront trails from Pensacola to Jacksonville.",
    central: "Lakes, springs and city dog parks around Orlando, Tampa Bay and the Space Coast.",
    south: "Atlantic dog beaches and year-round parks from Palm Beach to Miami.",
    keys: "Island breezes, calm water and laid-back spots from Key Largo to Key West.",
  },
  leash: {
    "on-leash": "On-Leash Required",
    "off-leash": "Off-Leash Allowed",
    "off-leash-designated-areas": "Off-Leash in Designated Areas",
    "off-leash-designated-times": "Off-Leash at Designated Times",
    "on-leash-designated-areas": "On-Leash in Designated Areas",
    "designated-areas": "Designated Areas Only",
  },
  fee: {
    free: "Free",
    paid: "Paid",
  },
  crowd: {
    quiet: "Quiet",
    moderate: "Moderate",
    busy: "Busy",
  },
  crowdBadge: {
    quiet: "Quiet crowd",
    moderate: "Moderate crowd",
    busy: "Busy crowd",
  },
  amenity: {
    restrooms: "Restrooms",
    showers: "Showers",
    dog_wash: "Dog Wash",
    shaded: "Shaded Areas",
    water_fountain: "Water Fountain",
    parking: "Parking",
    lifeguards: "Lifeguards",
    picnic: "Picnic Areas",
    trails: "Trails",
    rinse_stations: "Rinse Stations",
  },
  amenityDescription: {
    restrooms: "Public restrooms on site.",
    showers: "Outdoor showers to rinse off after the beach.",
    dog_wash: "A dog wash station for a clean ride home.",
    shaded: "Trees or shelters that give shade on hot days.",
    water_fountain: "Drinking water for dogs and people.",
    parking: "Parking on site or close by.",
    lifeguards: "Lifeguards on duty in season.",
    picnic: "Picnic tables or pavilions.",
    trails: "Marked walking or hiking trails.",
    rinse_stations: "Hoses or rinse stations to wash off sand and salt.",
  },
  dogSize: {
    small: "Small (under 25 lb)",
    medium: "Medium (25–60 lb)",
    large: "Large (over 60 lb)",
  },
  reviewTag: {
    shade: "Shade",
    "water-access": "Water access",
    fenced: "Fenced",
    "hot-sand": "Hot sand",
    bugs: "Bugs",
    crowded: "Crowded",
    clean: "Clean",
    "easy-parking": "Easy parking",
    "waste-bags": "Waste bags",
    "off-leash-respected": "Off-leash rules respected",
  },
  reviewSort: {
    newest: "Newest",
    highest: "Highest rated",
    lowest: "Lowest rated",
  },
  reviewReportReason: {
    "not-first-hand": "Not about a real visit",
    offensive: "Offensive or hateful",
    "personal-information": "Shares personal information",
    spam: "Spam or advertising",
    "wrong-place": "About another place",
    other: "Something else",
  },
  reportKind: {
    closed: "It has closed",
    "dog-rules": "The dog rules changed",
    hours: "The hours changed",
    location: "The address or location is wrong",
    other: "Something else",
  },
  submissionStatus: {
    pending: "Pending",
    approved: "Approved",
    rejected: "Rejected",
  },
  placeStatus: {
    open: "Open",
    "temporarily-closed": "Temporarily closed",
    closed: "Permanently closed",
  },
  yesNo: {
    yes: "Yes",
    no: "No",
  },
  placeFeature: {
    fenced: "Fenced",
    "small-dog-area": "Small-dog area",
  },
  minRating: {
    "3": "3 stars and up",
    "4": "4 stars and up",
  },
  listVisibility: {
    private: "Private",
    link: "Shared by link",
    public: "Public",
  },
} as const;
