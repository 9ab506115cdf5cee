// The five category list screens, one config each; app/routes/public/category.tsx renders them all.
import { FILTER_KEYS, type FilterKey } from "./filters";
import { BEACH_CATEGORIES, PARK_CATEGORIES, type Category, type CategoryPrefix } from "./vocabulary";

export type QuickChip = { label: string; key: FilterKey; value: string };
export type InfoItem = { title: string; text: string };

export type CategoryPage = {
  prefix: CategoryPrefix;
  title: string;
  intro: string;
  seoTitle: string;
  seoDescription: string;
  categories: Category[];
  searchPlaceholder: string;
  /** Heading before the count, e.g. "Beach Locations" → "Beach Locations (17)". */
  resultsHeading: string;
  /** Filter choices offered; the server ignores any other in the address. */
  filters: FilterKey[];
  /** Full collapsible Filters panel, or (parks) the offered filters as chips in plain sight. */
  panel: boolean;
  quickChips: QuickChip[];
  errorTitle: string;
  emptyTitle: string;
  info: { title: string; items: InfoItem[] };
  callToAction?: { title: string; text: string; label: string; to: string };
};

const ALL_FILTERS: FilterKey[] = FILTER_KEYS;

export const CATEGORY_PAGES: Record<CategoryPrefix, CategoryPage> = {
  beaches: {
    prefix: "beaches",
    title: "Dog-Friendly Beaches in Florida",
    intro: "Sand, surf and sea breezes: the Florida beaches where your dog is welcome, with leash rules and fees.",
    seoTitle: "Dog-Friendly Beaches in Florida",
    seoDescription:
      "Every dog-friendly beach in Florida in one list: off-leash dog beaches, leash rules, entry fees, parking and amenities.",
    categories: BEACH_CATEGORIES,
    searchPlaceholder: "Search beach locations...",
    resultsHeading: "Beach Locations",
    filters: ALL_FILTERS,
    panel: true,
    quickChips: [
      { label: "Free Entry", key: "fees", value: "free" },
      { label: "Off-Leash", key: "leashPolicies", value: "off-leash" },
      { label: "Parking Available", key: "amenities", value: "parking" },
      { label: "Restrooms", key: "amenities", value: "restrooms" },
    ],
    errorTitle: "Error loading beaches",
    emptyTitle: "No beaches found",
    info: {
      title: "Beach Safety Tips",
      items: [
        {
          title: "Bring fresh water",
          text: "Dogs should never drink salt water. Pack fresh water and a bowl, and offer it often.",
        },
        {
          title: "Take shade breaks",
          text: "Florida sun is strong all year. Bring an umbrella or find shade, and rest before your dog tires.",
        },
        {
          title: "Protect their paws",
          text: "Midday sand can burn paw pads. Test it with your hand and visit early or late on hot days.",
        },
        {
          title: "Rinse off",
          text: "Wash away salt, sand and sea lice after the swim to keep skin and coat healthy.",
        },
      ],
    },
  },
  parks: {
    prefix: "parks",
    title: "Dog Parks in Florida",
    intro: "Fenced dog parks, city and county parks and state parks where your dog can run, sniff and play.",
    seoTitle: "Dog Parks in Florida",
    seoDescription:
      "Find off-leash dog parks, city and county parks and state parks across Florida, with leash rules and regions.",
    categories: PARK_CATEGORIES,
    searchPlaceholder: "Search park locations...",
    resultsHeading: "Park Locations",
    filters: ["regions", "leashPolicies", "features"],
    panel: false,
    quickChips: [],
    errorTitle: "Error loading parks",
    emptyTitle: "No parks found",
    info: {
      title: "Benefits of Dog Parks",
      items: [
        { title: "Exercise", text: "Room to run off energy keeps dogs fit and at a healthy weight." },
        {
          title: "Mental stimulation",
          text: "New smells, sights and friends give a dog's mind a workout as well as its legs.",
        },
        {
          title: "Socialization",
          text: "Meeting other dogs and people regularly builds confident, well-mannered companions.",
        },
        {
          title: "Training",
          text: "Practising recall and manners among distractions makes every command more reliable.",
        },
      ],
    },
    callToAction: {
      title: "Know of a Great Dog Park?",
      text: "Help other dog owners find it: send us the details and we will add it to the directory.",
      label: "Submit a Park",
      to: "/submit?category=park",
    },
  },
  "farmers-markets": {
    prefix: "farmers-markets",
    title: "Dog-Friendly Farmers Markets in Florida",
    intro: "Markets where your dog can come along while you shop for local produce, bread and flowers.",
    seoTitle: "Dog-Friendly Farmers Markets in Florida",
    seoDescription:
      "Florida farmers markets that welcome dogs: leash rules, entry fees, parking and amenities for a market day together.",
    categories: ["farmers-market"],
    searchPlaceholder: "Search farmers market locations...",
    resultsHeading: "Farmers Market Locations",
    filters: ALL_FILTERS,
    panel: true,
    quickChips: [
      { label: "Free Entry", key: "fees", value: "free" },
      { label: "Parking Available", key: "amenities", value: "parking" },
      { label: "Restrooms", key: "amenities", value: "restrooms" },
    ],
    errorTitle: "Error loading farmers markets",
    emptyTitle: "No farmers markets found",
    info: {
      title: "Farmers Market Tips",
      items: [
        {
          title: "Keep the leash short",
          text: "Aisles are narrow and busy; a short leash keeps your dog close and stalls safe.",
        },
        { title: "Go early", text: "Markets are calmer and cooler in the first hour, which suits most dogs better." },
        {
          title: "Watch for dropped food",
          text: "Onions, grapes and chocolate can be dangerous; keep your dog from snacking.",
        },
        { title: "Bring water", text: "Pavement heats up quickly. Carry water and take breaks in the shade." },
      ],
    },
  },
  "hiking-areas": {
    prefix: "hiking-areas",
    title: "Dog-Friendly Hiking Areas in Florida",
    intro: "Trails through pine flatwoods, hammocks and springs that you and your dog can hike together.",
    seoTitle: "Dog-Friendly Hiking Areas in Florida",
    seoDescription:
      "Dog-friendly hiking trails in Florida with leash rules, entry fees, marked trails, parking and crowd levels.",
    categories: ["hiking-area"],
    searchPlaceholder: "Search hiking area locations...",
    resultsHeading: "Hiking Area Locations",
    filters: ALL_FILTERS,
    panel: true,
    quickChips: [
      { label: "Free Entry", key: "fees", value: "free" },
      { label: "Marked Trails", key: "amenities", value: "trails" },
      { label: "Parking Available", key: "amenities", value: "parking" },
    ],
    errorTitle: "Error loading hiking areas",
    emptyTitle: "No hiking areas found",
    info: {
      title: "Hiking Safety Tips",
      items: [
        {
          title: "Beat the heat",
          text: "Hike in the early morning or evening and turn back before your dog overheats.",
        },
        {
          title: "Carry water for two",
          text: "Many trails have no water. Bring enough for both of you and a collapsible bowl.",
        },
        {
          title: "Watch for wildlife",
          text: "Keep dogs away from the water's edge where alligators live, and from snakes in tall grass.",
        },
        {
          title: "Check for ticks",
          text: "Look over coat, ears and paws after every hike, and stay on marked trails.",
        },
      ],
    },
  },
  "nature-preserves": {
    prefix: "nature-preserves",
    title: "Dog-Friendly Nature Preserves in Florida",
    intro: "Protected wild places that welcome leashed dogs: wetlands, scrub and coastal hammocks to explore gently.",
    seoTitle: "Dog-Friendly Nature Preserves in Florida",
    seoDescription: "Florida nature preserves that allow dogs, with leash rules, fees, quiet areas and nature trails.",
    categories: ["nature-preserve"],
    searchPlaceholder: "Search nature preserve locations...",
    resultsHeading: "Nature Preserve Locations",
    filters: ALL_FILTERS,
    panel: true,
    quickChips: [
      { label: "Free Entry", key: "fees", value: "free" },
      { label: "Quiet Areas", key: "crowdLevels", value: "quiet" },
      { label: "Nature Trails", key: "amenities", value: "trails" },
    ],
    errorTitle: "Error loading nature preserves",
    emptyTitle: "No nature preserves found",
    info: {
      title: "Conservation Guidelines",
      items: [
        {
          title: "Stay on the trail",
          text: "Paths protect fragile plants and nesting animals; keep your dog on them.",
        },
        { title: "Keep a leash on", text: "Most preserves require a leash so wildlife is never chased or disturbed." },
        { title: "Leave no trace", text: "Pack out every waste bag and anything else you bring in." },
        { title: "Respect wildlife", text: "Give birds, gopher tortoises and other animals plenty of room." },
      ],
    },
  },
};

/** The config of the category screen at `pathname` ("/beaches" → beaches). */
export function categoryPageFor(pathname: string): CategoryPage | undefined {
  const prefix = pathname.split("/").filter(Boolean)[0];
  return Object.values(CATEGORY_PAGES).find((p) => p.prefix === prefix);
}
