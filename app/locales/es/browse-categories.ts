// Spanish (es-US) texts of the "browse" namespace for the category pages: the same keys as
// ../en/browse-categories.ts.
import type { Translation } from "../types";
import type en from "../en/browse-categories";

export default {
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
} satisfies Translation<typeof en>;
