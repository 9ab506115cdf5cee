// English texts of the "browse" namespace for the region and city pages: their headings, counts,
// and each featured city's introduction and tips.
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
  city: {
    orlando: {
      intro: "Fenced dog parks, lakeside trails and shady neighbourhood parks across the City Beautiful.",
      water_one: "Water Spot or Beach",
      water_other: "Water Spots & Beaches",
      tips: {
        heat: "Summer afternoons bring heat and lightning: plan walks for early morning or after sunset.",
        alligators:
          "Most Orlando lakes have alligators. Keep dogs out of the water unless an area is marked for swimming.",
        hours: "Check the posted hours before you go: dog parks can close for turf maintenance or after heavy rain.",
        water: "Carry water for your dog: not every park has a working fountain.",
      },
    },
    miami: {
      intro: "Bayfront dog parks, a dog beach on Virginia Key and year-round sunshine in the Magic City.",
      water_one: "Dog Beach or Water Spot",
      water_other: "Dog Beaches & Water Spots",
      tips: {
        heat: "Pavement and sand get hot enough to burn paws by mid-morning; test them with the back of your hand.",
        beaches: "Dogs are not allowed on most Miami-Dade beaches; stick to the ones marked dog-friendly.",
        rinse: "Rinse salt water and sand off your dog after the beach to protect skin and paws.",
        storms: "Afternoon storms roll in fast in summer; head for cover at the first thunder.",
      },
    },
  },
} as const;
