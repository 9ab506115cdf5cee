// Spanish (es-US) texts of the "browse" namespace for the region and city pages: the same keys as
// ../en/browse-areas.ts.
import type { Translation } from "../types";
import type en from "../en/browse-areas";

export default {
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
