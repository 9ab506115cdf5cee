// English texts of the "browse" namespace for the category pages (beaches, parks, farmers markets,
// hiking areas, nature preserves): their titles, introductions, tips and quick chips.
export default {
  quickChip: {
    freeEntry: "Free Entry",
    offLeash: "Off-Leash",
    parking: "Parking Available",
    restrooms: "Restrooms",
    markedTrails: "Marked Trails",
    quietAreas: "Quiet Areas",
    natureTrails: "Nature Trails",
  },
  categoryPage: {
    beaches: {
      title: "Dog-Friendly Beaches in Florida",
      intro: "Sand, surf and sea breezes: the Florida beaches where your dog is welcome, with leash rules and fees.",
      seoTitle: "Dog-Friendly Beaches in Florida",
      seoDescription:
        "Every dog-friendly beach in Florida in one list: off-leash dog beaches, leash rules, entry fees, parking and amenities.",
      searchPlaceholder: "Search beach locations...",
      searchLabel: "Search beach locations",
      resultsHeading: "Beach Locations",
      errorTitle: "Error loading beaches",
      emptyTitle: "No beaches found",
      infoTitle: "Beach Safety Tips",
      info: {
        water: {
          title: "Bring fresh water",
          text: "Dogs should never drink salt water. Pack fresh water and a bowl, and offer it often.",
        },
        shade: {
          title: "Take shade breaks",
          text: "Florida sun is strong all year. Bring an umbrella or find shade, and rest before your dog tires.",
        },
        paws: {
          title: "Protect their paws",
          text: "Midday sand can burn paw pads. Test it with your hand and visit early or late on hot days.",
        },
        rinse: {
          title: "Rinse off",
          text: "Wash away salt, sand and sea lice after the swim to keep skin and coat healthy.",
        },
      },
    },
    parks: {
      title: "Dog Parks in Florida",
      intro: "Fenced dog parks, city and county parks and state parks where your dog can run, sniff and play.",
      seoTitle: "Dog Parks in Florida",
      seoDescription:
        "Find off-leash dog parks, city and county parks and state parks across Florida, with leash rules and regions.",
      searchPlaceholder: "Search park locations...",
      searchLabel: "Search park locations",
      resultsHeading: "Park Locations",
      errorTitle: "Error loading parks",
      emptyTitle: "No parks found",
      infoTitle: "Benefits of Dog Parks",
      info: {
        exercise: { title: "Exercise", text: "Room to run off energy keeps dogs fit and at a healthy weight." },
        mind: {
          title: "Mental stimulation",
          text: "New smells, sights and friends give a dog's mind a workout as well as its legs.",
        },
        social: {
          title: "Socialization",
          text: "Meeting other dogs and people regularly builds confident, well-mannered companions.",
        },
        training: {
          title: "Training",
          text: "Practising recall and manners among distractions makes every command more reliable.",
        },
      },
      callToAction: {
        title: "Know of a Great Dog Park?",
        text: "Help other dog owners find it: send us the details and we will add it to the directory.",
        label: "Submit a Park",
      },
    },
    "farmers-markets": {
      title: "Dog-Friendly Farmers Markets in Florida",
      intro: "Markets where your dog can come along while you shop for local produce, bread and flowers.",
      seoTitle: "Dog-Friendly Farmers Markets in Florida",
      seoDescription:
        "Florida farmers markets that welcome dogs: leash rules, entry fees, parking and amenities for a market day together.",
      searchPlaceholder: "Search farmers market locations...",
      searchLabel: "Search farmers market locations",
      resultsHeading: "Farmers Market Locations",
      errorTitle: "Error loading farmers markets",
      emptyTitle: "No farmers markets found",
      infoTitle: "Farmers Market Tips",
      info: {
        leash: {
          title: "Keep the leash short",
          text: "Aisles are narrow and busy; a short leash keeps your dog close and stalls safe.",
        },
        early: {
          title: "Go early",
          text: "Markets are calmer and cooler in the first hour, which suits most dogs better.",
        },
        food: {
          title: "Watch for dropped food",
          text: "Onions, grapes and chocolate can be dangerous; keep your dog from snacking.",
        },
        water: { title: "Bring water", text: "Pavement heats up quickly. Carry water and take breaks in the shade." },
      },
    },
    "hiking-areas": {
      title: "Dog-Friendly Hiking Areas in Florida",
      intro: "Trails through pine flatwoods, hammocks and springs that you and your dog can hike together.",
      seoTitle: "Dog-Friendly Hiking Areas in Florida",
      seoDescription:
        "Dog-friendly hiking trails in Florida with leash rules, entry fees, marked trails, parking and crowd levels.",
      searchPlaceholder: "Search hiking area locations...",
      searchLabel: "Search hiking area locations",
      resultsHeading: "Hiking Area Locations",
      errorTitle: "Error loading hiking areas",
      emptyTitle: "No hiking areas found",
      infoTitle: "Hiking Safety Tips",
      info: {
        heat: {
          title: "Beat the heat",
          text: "Hike in the early morning or evening and turn back before your dog overheats.",
        },
        water: {
          title: "Carry water for two",
          text: "Many trails have no water. Bring enough for both of you and a collapsible bowl.",
        },
        wildlife: {
          title: "Watch for wildlife",
          text: "Keep dogs away from the water's edge where alligators live, and from snakes in tall grass.",
        },
        ticks: {
          title: "Check for ticks",
          text: "Look over coat, ears and paws after every hike, and stay on marked trails.",
        },
      },
    },
    "nature-preserves": {
      title: "Dog-Friendly Nature Preserves in Florida",
      intro: "Protected wild places that welcome leashed dogs: wetlands, scrub and coastal hammocks to explore gently.",
      seoTitle: "Dog-Friendly Nature Preserves in Florida",
      seoDescription:
        "Florida nature preserves that allow dogs, with leash rules, fees, quiet areas and nature trails.",
      searchPlaceholder: "Search nature preserve locations...",
      searchLabel: "Search nature preserve locations",
      resultsHeading: "Nature Preserve Locations",
      errorTitle: "Error loading nature preserves",
      emptyTitle: "No nature preserves found",
      infoTitle: "Conservation Guidelines",
      info: {
        trail: {
          title: "Stay on the trail",
          text: "Paths protect fragile plants and nesting animals; keep your dog on them.",
        },
        leash: {
          title: "Keep a leash on",
          text: "Most preserves require a leash so wildlife is never chased or disturbed.",
        },
        trace: { title: "Leave no trace", text: "Pack out every waste bag and anything else you bring in." },
        wildlife: { title: "Respect wildlife", text: "Give birds, gopher tortoises and other animals plenty of room." },
      },
    },
  },
} as const;
