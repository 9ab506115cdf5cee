// Spanish (es-US) texts of the "browse" namespace: the same keys as ../en/browse.ts.
import type { Translation } from "../types";
import type en from "../en/browse";

export default {
  count: {
    exact: "{{n}}",
    more: "más de {{n}}",
    moreStart: "Más de {{n}}",
    found_one: "{{n}} lugar encontrado",
    found_many: "{{n}} lugares encontrados",
    found_other: "{{n}} lugares encontrados",
    foundMore: "Más de {{n}} lugares encontrados",
  },
  search: {
    label: "Buscar por nombre o ciudad",
    button: "Buscar",
    placeholder: "Busca por nombre, ciudad, condado o código postal...",
    suggestions: "Sugerencias",
    city: "Ciudad · {{detail}}",
    cityPlaces_one: "{{n}} lugar",
    cityPlaces_many: "{{n}} lugares",
    cityPlaces_other: "{{n}} lugares",
    shown_one: "{{count}} sugerencia",
    shown_many: "{{count}} sugerencias",
    shown_other: "{{count}} sugerencias",
    chipsLabel: "Tu búsqueda",
    chipsLead: "Tu búsqueda:",
    chipRemove: "(quitar)",
    /** A search's chips: what its words were read as. */
    searchChip: {
      beaches: "Playas",
      "dog-parks": "Parques para perros",
      parks: "Parques",
      "hiking-areas": "Zonas de senderismo",
      "farmers-markets": "Mercados agrícolas",
      "nature-preserves": "Reservas naturales",
      "off-leash": "Sin correa",
      "on-leash": "Con correa",
      free: "Gratis",
      county: "Condado de {{name}}",
      zip: "Cerca del código postal {{zip}}",
      near: "Cerca de {{place}}",
      area: {
        "tampa-bay": "Bahía de Tampa",
        keys: "Cayos de Florida",
        "space-coast": "Costa Espacial",
        "treasure-coast": "Costa del Tesoro",
        "first-coast": "First Coast (Jacksonville)",
        north: "Norte de Florida",
        central: "Centro de Florida",
        south: "Sur de Florida",
      },
      text: "que coincide con «{{words}}»",
    },
  },
  filters: {
    title: "Filtros",
    active_one: " activo",
    active_many: " activos",
    active_other: " activos",
    selected: " (seleccionado)",
    allSelected: " (deben estar todos los seleccionados)",
    quick: "Filtros rápidos",
    group: {
      regions: "Región",
      leashPolicies: "Reglas de correa",
      fees: "Tarifas de entrada",
      crowdLevels: "Nivel de gente",
      amenities: "Servicios",
      features: "Zona para perros",
      minRatings: "Calificación de los dueños",
    },
    openNow: "Se permiten perros ahora",
    openNowNote:
      "Se muestran los lugares cuyo horario para perros los permite en este momento; los lugares sin horario para perros no aparecen.",
    clear: "Borrar",
    clearAll: "Borrar todo",
    clearAllTitle: "Borrar todo",
    clearAllFilters: "Borrar todos los filtros",
    unapplied_one:
      "Este filtro del enlace no está disponible aquí y no se aplicó, así que la lista puede incluir más lugares:",
    unapplied_many:
      "Estos filtros del enlace no están disponibles aquí y no se aplicaron, así que la lista puede incluir más lugares:",
    unapplied_other:
      "Estos filtros del enlace no están disponibles aquí y no se aplicaron, así que la lista puede incluir más lugares:",
  },
  sort: {
    label: "Ordenar por",
    submit: "Ordenar",
    choice: {
      relevance: "Más relevantes",
      distance: "Distancia",
      newest: "Más nuevos",
      name: "Nombre",
      rating: "Mejor calificados",
    },
  },
  near: {
    formLabel: "Lugares cerca de",
    nearMe: "Cerca de mí",
    finding: "Buscando tu ubicación...",
    zip: "Código postal",
    orZip: "o código postal",
    distance: "Distancia",
    anyDistance: "Cualquier distancia",
    within: "A menos de {{miles}} mi",
    go: "Ir",
    from: "Distancias desde {{place}}.",
    fromWithin: "Distancias desde {{place}}, a menos de {{miles}} mi.",
    clear: "Quitar ubicación",
    noGeolocation: "Este navegador no puede saber tu ubicación. Escribe un código postal.",
    geolocationDenied: "Tu ubicación no está disponible. Permítela en el navegador o escribe un código postal.",
  },
  pagination: {
    label: "Paginación",
    previous: "Página anterior",
    next: "Página siguiente",
    pageOf: "Página {{page}} de {{pages}}",
    pageOfMore: "Página {{page}} de {{pages}} o más",
  },
  results: {
    loading: "Cargando...",
    emptyHint: "Prueba a cambiar tu búsqueda o a borrar los filtros",
    clearFilters: "Borrar filtros",
    distanceUnknown: "Distancia desconocida",
    distanceUnknownText:
      "Estos lugares todavía no tienen ubicación en el mapa del directorio, así que no podemos decir a qué distancia están.",
    unplaceable_one: "{{count}} lugar de esta búsqueda no tiene ubicación conocida y no aparece en la lista.",
    unplaceable_many: "{{count}} lugares de esta búsqueda no tienen ubicación conocida y no aparecen en la lista.",
    unplaceable_other: "{{count}} lugares de esta búsqueda no tienen ubicación conocida y no aparecen en la lista.",
    measuredThenTown_one:
      "{{count}} lugar medido por su ubicación en el mapa; después, {{town}} ubicados solo por el centro de su localidad (≈).",
    measuredThenTown_many:
      "{{count}} lugares medidos por su ubicación en el mapa, del más cercano al más lejano; después, {{town}} ubicados solo por el centro de su localidad (≈).",
    measuredThenTown_other:
      "{{count}} lugares medidos por su ubicación en el mapa, del más cercano al más lejano; después, {{town}} ubicados solo por el centro de su localidad (≈).",
    placedByTown: "Ubicados solo por su localidad ({{n}})",
    placedByTownText:
      "Estos lugares todavía no tienen ubicación en el mapa. Su distancia es hasta el centro de su localidad, por eso aparecen después de los lugares medidos con exactitud.",
    nearestToTown: "Todavía no hay lugares en {{town}}; estos son los más cercanos:",
    retry: "Reintentar",
    goHome: "Ir a la página de inicio",
    errorTitle: "Error al cargar los lugares",
    errorMessage: "No se pudieron obtener los lugares",
  },
  card: {
    photoOf: "Foto de {{name}}",
    county: "Condado de {{county}}",
    florida: "Florida",
    miles: "{{miles}} mi",
    approximateMiles: "≈ {{miles}} mi, centro del pueblo",
    approximateNote:
      "Este lugar todavía no tiene ubicación en el mapa: la distancia es hasta el centro de su pueblo o ciudad.",
    away: " de distancia",
    amenities_one: "{{count}} servicio",
    amenities_many: "{{count}} servicios",
    amenities_other: "{{count}} servicios",
    ratedFrom: "Calificación de los dueños ",
    rating_one: "{{average}} ({{n}} reseña)",
    rating_many: "{{average}} ({{n}} reseñas)",
    rating_other: "{{average}} ({{n}} reseñas)",
  },
  map: {
    credits: {
      places: "© colaboradores de OpenStreetMap",
      boundaries: "Límites: US Census Bureau",
      towns: "Pueblos: GeoNames",
      naturalEarth: "Hecho con Natural Earth",
      roads: "Carreteras: US Census Bureau TIGER/Line (vía deck.gl-data, MIT)",
    },
    label: "Lugares en el mapa",
    title: "Mapa",
    loading: "Cargando el mapa…",
    unsupported: "Este navegador no puede mostrar el mapa (necesita WebGL). Todos los lugares están en la lista.",
    notLoaded: "No se pudo cargar el mapa: la primera vez necesita conexión. Todos los lugares están en la lista.",
    unsupportedOne: "Este navegador no puede mostrar el mapa (necesita WebGL).",
    notLoadedOne: "No se pudo cargar el mapa: la primera vez necesita conexión.",
    noScript: "El mapa necesita JavaScript; todos los lugares están en la lista.",
    notOnMap_one: "{{count}} lugar sin coordenadas no aparece en el mapa.",
    notOnMap_many: "{{count}} lugares sin coordenadas no aparecen en el mapa.",
    notOnMap_other: "{{count}} lugares sin coordenadas no aparecen en el mapa.",
    beyond: "El mapa muestra los primeros {{shown}} lugares; usa más filtros para ver los otros {{beyond}}.",
    cluster: "Grupo de {{count}} lugares, acerca el mapa",
    showAs: "Ver como",
    list: "Lista",
    map: "Mapa",
    viewOnMap: "Ver en el mapa",
  },
  home: {
    title: "{{brand}} | Playas, parques y senderos para perros en Florida",
    description:
      "Encuentra playas, parques para perros, senderos, reservas naturales y mercados agrícolas que admiten perros en toda Florida, con reglas de correa, tarifas y servicios.",
    heading: "Encuentra lugares para perros en Florida",
    intro:
      "{{total}} playas, parques, senderos y mercados donde tu perro es bienvenido, con reglas de correa, tarifas y servicios.",
    region: "Región",
    allOfFlorida: "Toda Florida",
    popular: "Populares:",
    chip: {
      dogBeaches: "Playas para perros",
      offLeashParks: "Parques sin correa",
    },
    chipSearch: {
      dogBeaches: "playas para perros",
      offLeashParks: "parques sin correa",
    },
    topRated: "Playas y parques mejor calificados",
    topRatedText:
      "Los lugares favoritos de los dueños de perros: {{stars}} estrellas o más en al menos {{reviews}} reseñas.",
    exploreAll: "Explorar todos",
    noRatingBefore:
      "Todavía ningún lugar tiene suficientes calificaciones. Cuando los lugares se califiquen, aquí aparecerán las playas y los parques favoritos; mientras tanto,",
    noRatingLink: "explora todos los lugares",
    byRegion: "Explora por región",
    byRegionText: "Del Panhandle a los Cayos, encuentra lugares cerca de ti.",
    viewMap: "Ver el mapa interactivo",
    newThisWeek: "Nuevos esta semana",
    newThisWeekText: "Los últimos lugares agregados al directorio.",
    seeAllNew: "Ver todos los lugares nuevos",
    join: "Únete a nuestra comunidad",
    joinText:
      "¿Conoces una playa, un parque o un sendero donde los perros son bienvenidos? Compártelo con los dueños de perros de Florida: revisamos cada lugar antes de publicarlo.",
    submitSpot: "Sugerir un lugar",
    addLocation: "Agregar un lugar",
  },
  explore: {
    title: "Explora lugares para perros en Florida | {{brand}}",
    description:
      "Busca todas las playas, parques, senderos y mercados que admiten perros en Florida por nombre, ciudad, condado o código postal, y filtra por región, reglas de correa, tarifas, nivel de gente, servicios y zonas cercadas o para perros pequeños.",
    heading: "Explora lugares para perros",
    intro: "Busca por nombre, ciudad, condado o código postal y luego usa los filtros para acotar la lista.",
    places: "Lugares",
    placesWithMap: "Lugares en la lista y en el mapa",
    empty: "No se encontraron lugares",
  },
  quickChip: {
    freeEntry: "Entrada gratis",
    offLeash: "Sin correa",
    parking: "Con estacionamiento",
    restrooms: "Baños",
    markedTrails: "Senderos señalizados",
    quietAreas: "Zonas tranquilas",
    natureTrails: "Senderos naturales",
  },
  categoryPage: {
    beaches: {
      title: "Playas para perros en Florida",
      intro:
        "Arena, olas y brisa marina: las playas de Florida donde tu perro es bienvenido, con sus reglas de correa y tarifas.",
      seoTitle: "Playas para perros en Florida",
      seoDescription:
        "Todas las playas de Florida que admiten perros en una lista: playas para perros sin correa, reglas de correa, tarifas de entrada, estacionamiento y servicios.",
      searchPlaceholder: "Buscar playas...",
      searchLabel: "Buscar playas",
      resultsHeading: "Playas",
      errorTitle: "Error al cargar las playas",
      emptyTitle: "No se encontraron playas",
      infoTitle: "Consejos de seguridad en la playa",
      info: {
        water: {
          title: "Lleva agua dulce",
          text: "Los perros nunca deben beber agua salada. Lleva agua dulce y un plato, y ofrécele agua a menudo.",
        },
        shade: {
          title: "Descansa a la sombra",
          text: "El sol de Florida es fuerte todo el año. Lleva una sombrilla o busca sombra, y descansa antes de que tu perro se canse.",
        },
        paws: {
          title: "Protege sus patas",
          text: "La arena del mediodía puede quemar las almohadillas. Tócala con la mano y ve temprano o tarde en los días calurosos.",
        },
        rinse: {
          title: "Enjuágalo",
          text: "Quítale la sal, la arena y los piojos de mar después del baño para cuidar su piel y su pelaje.",
        },
      },
    },
    parks: {
      title: "Parques para perros en Florida",
      intro:
        "Parques para perros cercados, parques de la ciudad y del condado, y parques estatales donde tu perro puede correr, olfatear y jugar.",
      seoTitle: "Parques para perros en Florida",
      seoDescription:
        "Encuentra parques para perros sin correa, parques de la ciudad y del condado, y parques estatales en toda Florida, con reglas de correa y regiones.",
      searchPlaceholder: "Buscar parques...",
      searchLabel: "Buscar parques",
      resultsHeading: "Parques",
      errorTitle: "Error al cargar los parques",
      emptyTitle: "No se encontraron parques",
      infoTitle: "Beneficios de los parques para perros",
      info: {
        exercise: {
          title: "Ejercicio",
          text: "Tener espacio para gastar energía mantiene a los perros en forma y con un peso saludable.",
        },
        mind: {
          title: "Estimulación mental",
          text: "Nuevos olores, paisajes y amigos ejercitan la mente de un perro además de sus patas.",
        },
        social: {
          title: "Socialización",
          text: "Conocer a otros perros y personas con frecuencia forma compañeros seguros y bien educados.",
        },
        training: {
          title: "Entrenamiento",
          text: "Practicar el llamado y los buenos modales entre distracciones hace que cada orden sea más confiable.",
        },
      },
      callToAction: {
        title: "¿Conoces un buen parque para perros?",
        text: "Ayuda a otros dueños de perros a encontrarlo: envíanos los detalles y lo agregaremos al directorio.",
        label: "Sugerir un parque",
      },
    },
    "farmers-markets": {
      title: "Mercados agrícolas que admiten perros en Florida",
      intro: "Mercados donde tu perro puede acompañarte mientras compras frutas y verduras locales, pan y flores.",
      seoTitle: "Mercados agrícolas que admiten perros en Florida",
      seoDescription:
        "Mercados agrícolas de Florida que reciben perros: reglas de correa, tarifas de entrada, estacionamiento y servicios para un día de mercado juntos.",
      searchPlaceholder: "Buscar mercados agrícolas...",
      searchLabel: "Buscar mercados agrícolas",
      resultsHeading: "Mercados agrícolas",
      errorTitle: "Error al cargar los mercados agrícolas",
      emptyTitle: "No se encontraron mercados agrícolas",
      infoTitle: "Consejos para el mercado agrícola",
      info: {
        leash: {
          title: "Usa la correa corta",
          text: "Los pasillos son estrechos y concurridos; una correa corta mantiene a tu perro cerca y los puestos seguros.",
        },
        early: {
          title: "Ve temprano",
          text: "En la primera hora los mercados están más tranquilos y frescos, algo que a la mayoría de los perros les sienta mejor.",
        },
        food: {
          title: "Cuidado con la comida en el suelo",
          text: "La cebolla, las uvas y el chocolate pueden ser peligrosos; no dejes que tu perro pique nada.",
        },
        water: {
          title: "Lleva agua",
          text: "El pavimento se calienta rápido. Lleva agua y descansa a la sombra.",
        },
      },
    },
    "hiking-areas": {
      title: "Zonas de senderismo que admiten perros en Florida",
      intro: "Senderos entre pinares, bosques y manantiales que puedes recorrer con tu perro.",
      seoTitle: "Zonas de senderismo que admiten perros en Florida",
      seoDescription:
        "Senderos de Florida que admiten perros, con reglas de correa, tarifas de entrada, senderos señalizados, estacionamiento y nivel de gente.",
      searchPlaceholder: "Buscar zonas de senderismo...",
      searchLabel: "Buscar zonas de senderismo",
      resultsHeading: "Zonas de senderismo",
      errorTitle: "Error al cargar las zonas de senderismo",
      emptyTitle: "No se encontraron zonas de senderismo",
      infoTitle: "Consejos de seguridad para el senderismo",
      info: {
        heat: {
          title: "Evita el calor",
          text: "Camina temprano en la mañana o al atardecer y regresa antes de que tu perro se acalore.",
        },
        water: {
          title: "Lleva agua para los dos",
          text: "Muchos senderos no tienen agua. Lleva suficiente para ambos y un plato plegable.",
        },
        wildlife: {
          title: "Atento a la fauna",
          text: "Mantén a tu perro lejos de la orilla del agua, donde viven los caimanes, y de las serpientes en la hierba alta.",
        },
        ticks: {
          title: "Revisa si tiene garrapatas",
          text: "Revisa su pelaje, orejas y patas después de cada caminata, y no salgas de los senderos señalizados.",
        },
      },
    },
    "nature-preserves": {
      title: "Reservas naturales que admiten perros en Florida",
      intro:
        "Lugares silvestres protegidos que reciben perros con correa: humedales, matorrales y bosques costeros para explorar con calma.",
      seoTitle: "Reservas naturales que admiten perros en Florida",
      seoDescription:
        "Reservas naturales de Florida que admiten perros, con reglas de correa, tarifas, zonas tranquilas y senderos naturales.",
      searchPlaceholder: "Buscar reservas naturales...",
      searchLabel: "Buscar reservas naturales",
      resultsHeading: "Reservas naturales",
      errorTitle: "Error al cargar las reservas naturales",
      emptyTitle: "No se encontraron reservas naturales",
      infoTitle: "Normas de conservación",
      info: {
        trail: {
          title: "No salgas del sendero",
          text: "Los caminos protegen las plantas frágiles y los animales que anidan; mantén a tu perro en ellos.",
        },
        leash: {
          title: "Mantén la correa puesta",
          text: "La mayoría de las reservas exigen correa para que nunca se persiga ni se moleste a la fauna.",
        },
        trace: {
          title: "No dejes rastro",
          text: "Llévate cada bolsa de desechos y todo lo que traigas.",
        },
        wildlife: {
          title: "Respeta la fauna",
          text: "Deja mucho espacio a las aves, las tortugas de tierra y los demás animales.",
        },
      },
    },
  },
  area: {
    found_one: "{{n}} lugar encontrado",
    found_many: "{{n}} lugares encontrados",
    found_other: "{{n}} lugares encontrados",
    foundMore: "Más de {{n}} lugares encontrados",
    noneOpenNow: "Ningún lugar de aquí tiene un horario para perros que los permita ahora mismo.",
    showEvery: "Ver todos los lugares",
    region: {
      seoTitle: "Lugares para perros en {{region}}",
      seoDescription: "{{total}} playas, parques y senderos que admiten perros en {{region}}. {{description}}",
      heading: "{{region}} para perros",
      beaches_one: "Playa para perros",
      beaches_many: "Playas para perros",
      beaches_other: "Playas para perros",
      parks_one: "Parque para perros",
      parks_many: "Parques para perros",
      parks_other: "Parques para perros",
      cities: "Ciudades populares en {{region}}",
      empty: "Todavía no se han agregado lugares en {{region}}.",
      emptyText: "¿Conoces un lugar aquí que admite perros?",
      submit: "Sugerir un lugar",
      others: "Otras regiones",
      othersLabel: "Otras regiones",
    },
    city: {
      seoTitle: "Lugares para perros en {{city}}, Florida",
      seoDescription:
        "Parques para perros, playas para perros y senderos en {{city}}, Florida: reglas de correa, tarifas y servicios de {{total}} lugares.",
      heading: "{{city}} para perros",
      parks_one: "Parque",
      parks_many: "Parques",
      parks_other: "Parques",
      empty: "¡Muy pronto!",
      emptyText: "Todavía estamos agregando lugares en {{city}}. Mientras tanto, explora el resto de {{region}}.",
      exploreRegion: "Explorar {{region}}",
      tips: "Consejos para dueños de perros en {{city}}",
    },
  },
  city: {
    orlando: {
      intro:
        "Parques para perros cercados, senderos junto a los lagos y parques de barrio con sombra en la City Beautiful.",
      water_one: "Lugar con agua o playa",
      water_many: "Lugares con agua y playas",
      water_other: "Lugares con agua y playas",
      tips: {
        heat: "Las tardes de verano traen calor y rayos: planea los paseos temprano en la mañana o después del atardecer.",
        alligators:
          "La mayoría de los lagos de Orlando tienen caimanes. Mantén a tu perro fuera del agua salvo en zonas señalizadas para nadar.",
        hours:
          "Revisa el horario publicado antes de ir: los parques para perros pueden cerrar por mantenimiento del césped o después de lluvias fuertes.",
        water: "Lleva agua para tu perro: no todos los parques tienen una fuente que funcione.",
      },
    },
    miami: {
      intro:
        "Parques para perros frente a la bahía, una playa para perros en Virginia Key y sol todo el año en la Magic City.",
      water_one: "Playa para perros o lugar con agua",
      water_many: "Playas para perros y lugares con agua",
      water_other: "Playas para perros y lugares con agua",
      tips: {
        heat: "A media mañana el pavimento y la arena ya pueden quemar las patas; tócalos con el dorso de la mano.",
        beaches:
          "No se permiten perros en la mayoría de las playas de Miami-Dade; ve solo a las señalizadas para perros.",
        rinse: "Enjuaga la sal y la arena de tu perro después de la playa para proteger su piel y sus patas.",
        storms: "En verano las tormentas de la tarde llegan rápido; busca refugio al primer trueno.",
      },
    },
  },
} satisfies Translation<typeof en>;
