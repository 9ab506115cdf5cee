// English texts of the "browse" namespace for the region and city pages: their headings, counts,
// and each featured city's introduction and tips (written with the city pages, app/lib/city-pages.ts).
import { CITY_WORDS } from "~/lib/city-pages";

export default {
  area: {
    found_one: "{{n}} Location Found",
    found_other: "{{n}} Locations Found",
    foundMore: "More than {{n}} Locations Found",
    noneOpenNow: "No place here has dog hours that allow dogs right now.",
    showEvery: "Show every place",
    region: {
      seoTitle: "Dog-Friendly Places in {{region}}",
      seoDescription: "{{total}} dog-friendly beaches, parks and trails in {{region}}. {{description}}",
      heading: "Dog-Friendly {{region}}",
      beaches_one: "Dog-Friendly Beach",
      beaches_other: "Dog-Friendly Beaches",
      parks_one: "Dog Park",
      parks_other: "Dog Parks",
      cities: "Popular Cities in {{region}}",
      empty: "No locations have been added for {{region}} yet.",
      emptyText: "Know a dog-friendly spot here?",
      submit: "Submit a Spot",
      others: "Other Regions",
      othersLabel: "Other regions",
    },
    city: {
      seoTitle: "Dog-Friendly Places in {{city}}, Florida",
      seoDescription:
        "Dog parks, dog beaches and trails in {{city}}, Florida: leash rules, fees and amenities for {{total}} places.",
      heading: "Dog-Friendly {{city}}",
      parks_one: "Park",
      parks_other: "Parks",
      empty: "Coming Soon!",
      emptyText: "We are still adding places in {{city}}. Meanwhile, explore the rest of {{region}}.",
      exploreRegion: "Explore {{region}}",
      tips: "Tips for Dog Owners in {{city}}",
    },
  },
  /** Each featured city's introduction, count label and tips (browse city.<slug>). */
  city: CITY_WORDS,
} as const;
