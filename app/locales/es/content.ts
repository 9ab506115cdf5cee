// Spanish (es-US) texts of the "content" namespace: the same keys as ../en/content.ts.
import type { Translation } from "../types";
import type en from "../en/content";

export default {
  legal: {
    lastUpdated: "Última actualización: {{date}}",
    sectionsLabel: "Secciones",
    contents: "Contenido",
    questions: "¿Tienes preguntas?",
    contactUs: "Escríbenos",
  },
  faq: {
    metaTitle: "Preguntas frecuentes sobre perros en Florida | {{brand}}",
    metaDescription:
      "Respuestas para dueños de perros en Florida: reglas de las playas, leyes de correa, parques estatales, permisos, el calor, los caimanes y las vacunas.",
    heading: "Preguntas frecuentes",
    intro:
      "Lo que más preguntan los dueños de perros sobre visitar con sus perros las playas, los parques y los senderos de Florida.",
    stillQuestion: "¿Todavía tienes una pregunta?",
    contactUs: "Escríbenos",
    questions: {
      beaches: {
        question: "¿Se permiten perros en las playas de Florida?",
        answer:
          "Solo en algunas. Muchas playas de Florida prohíben los perros, pero cada vez más condados y ciudades reservan playas para perros o tramos que admiten perros, por lo general con una regla de correa y a veces con un permiso o una tarifa diaria. Antes de ir, revisa aquí la página de cada playa y los letreros del lugar.",
      },
      leashLaw: {
        question: "¿Hay en Florida una ley de correa para todo el estado?",
        answer:
          "No hay una sola ley estatal para todos los lugares; las reglas de correa las fijan los condados, las ciudades y las agencias de parques. La mayoría de los parques públicos exigen una correa de no más de seis pies, y jugar sin correa solo se permite dentro de parques para perros cercados o en áreas sin correa señalizadas. Cada ficha muestra sus reglas de correa.",
      },
      stateParks: {
        question: "¿Puedo llevar a mi perro a los parques estatales de Florida?",
        answer:
          "Las mascotas son bienvenidas en la mayoría de los parques estatales de Florida con una correa de seis pies o menos, en los campamentos y en muchos senderos. Por lo general no se permiten en las playas de baño, las zonas para bañarse, los parques infantiles ni dentro de los edificios, salvo los animales de servicio.",
      },
      permit: {
        question: "¿Necesito un permiso para una playa para perros?",
        answer:
          "Algunas playas para perros exigen un permiso o un pase diario, y muchas piden un comprobante de la vacuna contra la rabia vigente y una placa de licencia del condado. Las tarifas y el enlace al sitio web oficial de cada ficha te dicen qué exige esa playa.",
      },
      heat: {
        question: "¿Cuál es la mejor hora del día para sacar a mi perro con el calor de Florida?",
        answer:
          "Temprano en la mañana y después de la puesta del sol. Desde finales de la primavera hasta principios del otoño, el pavimento y la arena del mediodía pueden quemar las patas, y los perros se acaloran rápido con la humedad. Lleva agua fresca, haz pausas a la sombra y fíjate si jadea mucho, babea o se tambalea: son señales de un golpe de calor.",
      },
      hours: {
        question: "¿Cuál es el horario habitual de las playas para perros?",
        answer:
          "La mayoría de las playas para perros abren de la salida a la puesta del sol, y algunas cierran ciertos días para limpieza o durante la temporada de anidación de las tortugas marinas (más o menos de mayo a octubre en muchas playas del Atlántico y del Golfo). Cuando conocemos el horario, aparece en la página de cada lugar.",
      },
      wildlife: {
        question: "¿Hay caimanes u otros animales silvestres a los que debo prestar atención?",
        answer:
          "Sí. Los caimanes viven en lagos, estanques, canales y manantiales de agua dulce en toda Florida. Mantén a tu perro con correa y lejos de la orilla, salvo que un área esté claramente designada para que los perros naden, y nunca lo dejes beber ni nadar en agua dulce sin señalizar.",
      },
      vaccinations: {
        question: "¿Qué vacunas necesita mi perro para ir a los parques para perros?",
        answer:
          "La ley de Florida exige que los perros de más de cuatro meses estén vacunados contra la rabia, y la mayoría de los parques para perros también piden que tengan licencia de su condado, estén sanos y no tengan pulgas. Los cachorros que no han terminado sus vacunas deben esperar.",
      },
      saltWater: {
        question: "¿Es seguro que mi perro beba agua salada o nade durante la marea roja?",
        answer:
          "No dejes que tu perro beba agua de mar, porque puede enfermarlo. Durante la marea roja o las floraciones de algas verdeazuladas, mantén a los perros fuera del agua por completo y enjuágalos con agua dulce si se mojan; las toxinas pueden ser peligrosas para las mascotas.",
      },
      addPlace: {
        question: "¿Cómo agrego un lugar o reporto información equivocada?",
        answer:
          "Si iniciaste sesión, puedes sugerir un lugar nuevo con el formulario Sugerir un lugar; nuestro equipo revisa cada sugerencia antes de publicarla. Para reportar un cambio, un cierre o un error en una ficha, envíanos un mensaje desde la página de contacto.",
      },
      marketsAndTrails: {
        question: "¿Los mercados agrícolas y las zonas de senderismo también admiten perros?",
        answer:
          "Muchos sí. Los mercados agrícolas al aire libre suelen recibir perros con correa que se porten bien, aunque en los puestos de comida pueden pedirte que los mantengas apartados. Las zonas de senderismo y las reservas naturales suelen exigir correa para proteger la fauna. Cada ficha del directorio dice cuál es la regla.",
      },
    },
  },
  privacy: {
    metaTitle: "Política de privacidad | {{brand}}",
    metaDescription: "Cómo {{brand}} recoge, usa y protege tu información, y qué opciones tienes sobre ella.",
    title: "Política de privacidad",
    intro:
      "Esta política explica qué información recoge {{brand}} cuando usas el directorio, cómo la usamos y qué opciones tienes.",
    sections: {
      collect: {
        title: "Información que recogemos",
        intro: "Solo recogemos lo que necesitamos para mantener el directorio:",
        account:
          "Los datos de tu cuenta cuando la creas: tu correo electrónico y, si usas Google, Twitter (X) o GitHub, el perfil básico que esos servicios comparten.",
        sent: "Lo que nos envías: los lugares que sugieres, los mensajes del formulario de contacto, y el nombre y el correo electrónico que nos das con ellos.",
        technical:
          "Datos técnicos: tu dirección IP, el tipo de navegador y las páginas que visitas, guardados en los registros del servidor y usados para limitar los abusos.",
      },
      use: {
        title: "Cómo usamos tu información",
        account: "Para mantener tu cuenta y tu sesión iniciada.",
        places: "Para revisar y publicar los lugares que sugieres, y contarte qué pasó con ellos.",
        messages: "Para responder a tus mensajes.",
        security: "Para mantener el sitio seguro, evitar el spam y saber qué páginas son útiles.",
      },
      sharing: {
        title: "Cuándo compartimos tu información",
        noSale: "No vendemos tu información personal.",
        partners:
          "Podemos compartir información limitada con socios afiliados y proveedores de servicios que nos ayudan a mantener el sitio (por ejemplo, el alojamiento, el envío de correos electrónicos y los socios de publicidad), solo en la medida en que la necesiten para hacer ese trabajo y con la obligación de protegerla. También podemos revelar información cuando la ley lo exija o para proteger la seguridad de nuestros usuarios.",
      },
      security: {
        title: "Seguridad de los datos",
        body: "Las contraseñas se guardan solo como hashes seguros, las sesiones viven en cookies que los scripts de las páginas no pueden leer y, en producción, el sitio se sirve por conexiones cifradas. Ningún método de almacenamiento o de transmisión es perfectamente seguro, pero trabajamos para proteger tu información.",
      },
      rights: {
        title: "Tus derechos",
        intro: "Puedes pedirnos:",
        access: "Acceder a la información personal que tenemos sobre ti.",
        update: "Actualizarla o corregirla.",
        delete: "Eliminar tu cuenta y tu información.",
        optOut: "Dejar de recibir cualquier correo electrónico de marketing.",
        portability: "Recibir tu información en un formato portátil (portabilidad de datos).",
        request: "Envía tu solicitud desde nuestro formulario de contacto y te responderemos en un plazo de 30 días.",
        accountHint:
          "Con tu sesión iniciada, tú mismo puedes cambiar tu nombre, descargar tus datos o eliminar tu cuenta:",
        accountLink: "Tu cuenta",
      },
      cookies: {
        title: "Cookies",
        body: "Usamos una cookie de sesión para mantener tu sesión iniciada. Es imprescindible para iniciar sesión y no se usa para rastrearte. Los socios de publicidad pueden poner sus propias cookies cuando se muestran anuncios; puedes bloquear o eliminar las cookies en la configuración de tu navegador.",
      },
      links: {
        title: "Enlaces a otros sitios",
        body: "Las fichas enlazan a páginas oficiales de parques, mapas y otros sitios web que no controlamos. Sus prácticas de privacidad son las suyas; lee sus políticas.",
      },
      children: {
        title: "Privacidad de los niños",
        body: "{{brand}} no está dirigido a niños menores de 13 años, y no recogemos a sabiendas información personal de ellos. Si crees que un niño menor de 13 años nos ha dado información, escríbenos y la eliminaremos.",
      },
      changes: {
        title: "Cambios en esta política",
        body: "Podemos actualizar esta política de vez en cuando. La fecha de arriba indica la versión más reciente; los cambios importantes se anunciarán en el sitio.",
      },
      contact: {
        title: "Contáctanos",
        body: "¿Tienes preguntas sobre esta política o sobre tu información? Escríbenos desde la página de contacto.",
      },
    },
  },
  terms: {
    metaTitle: "Términos del servicio | {{brand}}",
    metaDescription:
      "Las reglas para usar {{brand}}: cuentas, fichas, tus sugerencias, avisos legales y responsabilidad.",
    title: "Términos del servicio",
    intro: "Estos términos rigen tu uso de {{brand}}, el directorio de lugares que admiten perros en Florida.",
    sections: {
      acceptance: {
        title: "Aceptación de los términos",
        body: "Al usar {{brand}} aceptas estos términos. Si no los aceptas, no uses el sitio.",
      },
      accurate: {
        title: "Información correcta",
        body: "Cuando creas una cuenta, sugieres un lugar o nos escribes, te comprometes a dar información correcta, actual y completa, y a mantener al día los datos de tu cuenta. Eres responsable de la actividad de tu cuenta.",
      },
      listings: {
        title: "Fichas de negocios",
        body: "Las fichas describen lugares públicos y negocios que reciben perros. Podemos editar, rechazar o quitar cualquier ficha o sugerencia a nuestro criterio. Una ficha no es una recomendación, y los negocios pueden pedirnos que corrijamos sus datos desde la página de contacto.",
      },
      conduct: {
        title: "Conducta de los usuarios",
        body: "Sé respetuoso. No envíes contenido falso, engañoso, ofensivo o ilegal, no te hagas pasar por otras personas ni interfieras con el uso que otros hacen del sitio.",
      },
      disclaimers: {
        title: "Avisos legales",
        asIs: 'El directorio se ofrece "tal cual". Las reglas de correa, las tarifas, los horarios y el acceso cambian a menudo, y los lugares pueden cerrar de forma temporal o permanente. No somos responsables de cambios de reglas, cierres ni información incorrecta. Antes de ir, confirma siempre las reglas y los horarios con las fuentes oficiales.',
        yourDog:
          "Eres responsable del comportamiento, la salud y la seguridad de tu perro, y de cumplir las leyes locales.",
      },
      ip: {
        title: "Propiedad intelectual",
        body: "El nombre {{brand}}, el logotipo, el diseño y el directorio como recopilación nos pertenecen. Los datos obtenidos de OpenStreetMap están disponibles bajo la Open Database License (© colaboradores de OpenStreetMap).",
      },
      userContent: {
        title: "Contenido de los usuarios",
        body: "Lo que envías sigue siendo tuyo. Al enviar contenido (datos de lugares, descripciones, fotos) nos concedes una licencia mundial, no exclusiva y sin regalías para usarlo, editarlo, publicarlo y mostrarlo en el sitio y en materiales relacionados, y confirmas que tienes derecho a concederla.",
      },
      prohibited: {
        title: "Usos prohibidos",
        scraping: "Extraer o copiar el directorio de forma masiva, o revender su contenido.",
        spam: "Publicar spam, publicidad sin nuestro acuerdo o código malicioso.",
        breaking: "Intentar dañar o sobrecargar el sitio, o entrar sin autorización en él o en otras cuentas.",
        unlawful: "Usar el sitio para cualquier fin ilegal.",
      },
      termination: {
        title: "Cierre de cuentas",
        body: "Podemos suspender o cerrar sin aviso las cuentas que no cumplan estos términos. Puedes dejar de usar el sitio y pedirnos que eliminemos tu cuenta en cualquier momento.",
      },
      liability: {
        title: "Limitación de responsabilidad",
        body: "En la medida en que la ley lo permita, {{brand}} no es responsable de daños indirectos, incidentales ni consecuentes, y nuestra responsabilidad total por cualquier reclamo se limita a lo que nos hayas pagado en los doce meses anteriores al reclamo.",
      },
      indemnification: {
        title: "Indemnización",
        body: "Aceptas indemnizarnos y eximirnos de responsabilidad por los reclamos, las pérdidas y los costos que resulten de tu contenido, de tu uso del sitio o de que no cumplas estos términos.",
      },
      law: {
        title: "Ley aplicable",
        body: "Estos términos se rigen por las leyes del estado de Florida, Estados Unidos.",
      },
      changes: {
        title: "Cambios en estos términos",
        body: "Podemos actualizar estos términos; la fecha de arriba indica la versión más reciente. Si sigues usando el sitio, los aceptas.",
      },
    },
  },
} satisfies Translation<typeof en>;
