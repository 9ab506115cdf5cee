// Spanish (es-US) texts of the "mail" namespace: the same keys as ../en/mail.ts. The e-mails a person
// gets in Spanish (confirmation, new password, submissions, reports, reviews, account); those to the
// administrators are written in English, and have their Spanish here all the same.
import type { Translation } from "../types";
import type en from "../en/mail";

export default {
  notes: "\n\nNotas de nuestro equipo:\n{{notes}}\n",
  confirmation: {
    subject: "Confirma tu correo electrónico en {{brand}}",
    text: "¡Te damos la bienvenida a {{brand}}!\n\nConfirma tu correo electrónico abriendo este enlace:\n\n{{url}}\n\nSi no creaste una cuenta, puedes ignorar este mensaje.\n",
  },
  existingAccount: {
    subject: "Alguien intentó crear una cuenta en {{brand}} con tu correo electrónico",
    text: "Hola:\n\nAlguien (esperamos que tú) acaba de intentar crear una cuenta de {{brand}} con este correo electrónico, que ya tiene una. No se cambió nada.\n\nSi fuiste tú, inicia sesión en {{signIn}}, o elige una contraseña nueva en {{forgotPassword}} si olvidaste la tuya.\n\nSi no fuiste tú, puedes ignorar este mensaje: tu cuenta sigue como está.\n",
    unconfirmedText:
      "Hola:\n\nAlguien (esperamos que tú) acaba de intentar crear una cuenta de {{brand}} con este correo electrónico, que ya tiene una que aún no está confirmada. No se cambió nada: ni su contraseña ni ninguna otra cosa.\n\nSi fuiste tú, elige tu contraseña en {{forgotPassword}}: el enlace que te enviamos allí la establece y confirma tu correo electrónico a la vez, sin importar quién lo registró primero.\n\nSi no fuiste tú, puedes ignorar este mensaje: la cuenta sigue como está.\n",
  },
  passwordReset: {
    subject: "Restablece tu contraseña de {{brand}}",
    text: "Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de {{brand}}.\n\nElige una contraseña nueva abriendo este enlace antes de una hora:\n\n{{url}}\n\nSi no lo pediste, puedes ignorar este mensaje: tu contraseña sigue como está.\n",
  },
  adminRole: {
    subject: "Tu función de administrador en {{brand}}",
    text: "Hola:\n\nEste correo electrónico está en la lista de administradores de {{brand}}. Para asumir la función, abre este enlace antes de una hora, en el navegador donde iniciaste sesión:\n\n{{url}}\n\nSi no acabas de iniciar sesión, alguien más conoce la contraseña de una cuenta con este correo electrónico: no abras el enlace y elige una contraseña nueva con «¿Olvidaste tu contraseña?» en la página de inicio de sesión.\n",
  },
  accountDeleted: {
    subject: "Se eliminó tu cuenta de {{brand}}",
    text: "Hola:\n\nSe eliminaron tu cuenta de {{brand}} y todo lo que iba con ella (tu inicio de sesión, tus listas, tus reseñas y sus fotos), como pediste. Los lugares que sugeriste y que están en el directorio siguen ahí, sin tu nombre ni tu correo electrónico.\n\nSi no eliminaste tu cuenta, alguien más conocía tu contraseña: escríbenos desde {{contact}}.\n\nPuedes volver cuando quieras a {{site}}\n",
  },
  newSubmission: {
    subject: "Nuevo lugar sugerido para revisar: {{name}}",
    intro: "{{submitter}} <{{email}}> sugirió un lugar nuevo para revisar.",
    name: "Nombre: {{name}}",
    category: "Categoría: {{category}}",
    city: "Ciudad: {{city}}",
    cityAndCounty: "Ciudad: {{city}}, condado de {{county}}",
    leash: "Reglas de correa: {{leash}}",
    description: "Descripción: {{description}}",
    review: "Revísalo en el panel de administración: {{url}}",
    id: "Id de la sugerencia: {{id}}",
    language: "Sugerido desde el sitio en {{language}}: escríbele a quien lo sugirió en {{language}}.",
  },
  reviewResult: {
    follow: "\nPuedes seguir tus sugerencias en {{url}}\n",
    approvedSubject: "«{{name}}» ya está en {{brand}}",
    approvedText:
      "Hola, {{submitter}}:\n\n¡Gracias! Revisamos «{{name}}» y ya está en el directorio:\n{{url}}{{notes}}{{follow}}",
    rejectedSubject: "Tu sugerencia «{{name}}» no fue aprobada",
    rejectedText:
      "Hola, {{submitter}}:\n\nGracias por sugerir «{{name}}». Después de revisarlo, no pudimos agregarlo al directorio.{{notes}}{{follow}}",
  },
  newReport: {
    subject: "Cambio reportado: {{place}}",
    introFrom: "Un visitante ({{from}}) reportó un cambio en «{{place}}».",
    intro: "Un visitante reportó un cambio en «{{place}}».",
    kind: "Qué está mal: {{kind}}",
    text: "Cómo es ahora: {{text}}",
    source: "Fuente: {{url}}",
    place: "El lugar: {{url}}",
    review: "Revísalo en el panel de administración: {{url}}",
    id: "Id del reporte: {{id}}",
    language: "Reportado desde el sitio en {{language}}: escríbele al visitante en {{language}}.",
  },
  reportResolved: {
    appliedSubject: "Aplicamos tu reporte sobre «{{place}}»",
    reviewedSubject: "Revisamos tu reporte sobre «{{place}}»",
    changed:
      "Lo revisamos y actualizamos la información: {{fields}}. Gracias por ayudarnos a mantener {{brand}} al día.",
    unchanged: "Lo revisamos y dejamos la información como está.",
    text: "Hola:\n\nGracias por reportar un cambio en «{{place}}» el {{date}}. {{outcome}}{{notes}}",
  },
  contact: {
    subject: "[Contacto] {{subject}}",
    text: "De: {{name}} <{{email}}>\nAsunto: {{subject}}\n\n{{message}}\n",
    language: "Enviado desde el sitio en {{language}}: responde en {{language}}.\n",
  },
  reviewDecision: {
    /** The greeting: by the display name the author chose, or without a name (never their address). */
    greeting: "Hola, {{name}}:",
    greetingNoName: "Hola:",
    reason: "\n\nMotivo: {{reason}}",
    note: "\nNota de nuestro equipo: {{note}}",
    publishedSubject: "Se publicó tu reseña de {{place}}",
    publishedText: "{{greeting}}\n\n¡Gracias! Tu reseña de {{place}} ya está en su página:\n{{url}}\n",
    rejectedSubject: "No se publicó tu reseña de {{place}}",
    rejectedText:
      "{{greeting}}\n\nGracias por escribir una reseña de {{place}}. Después de leerla, no pudimos publicarla.{{reason}}{{note}}\n\nPuedes editar tu reseña y enviarla de nuevo desde la página del lugar:\n{{url}}\n",
    removedSubject: "Se quitó tu reseña de {{place}}",
    removedText:
      "{{greeting}}\n\nTu reseña de {{place}} ya no aparece en su página.{{reason}}{{note}}\n\nPuedes editarla y enviarla de nuevo desde la página del lugar:\n{{url}}\n",
    photoRejectedSubject: "No se publicó una foto de tu reseña de {{place}}",
    photoRejectedText:
      "{{greeting}}\n\nGracias por tus fotos de {{place}}. No pudimos publicar una de ellas.{{reason}}{{note}}\n\nTu reseña y tus otras fotos no cambian:\n{{url}}\n",
  },
  reviewRejectReason: {
    "not-first-hand": "No es una visita de primera mano",
    "off-topic": "No trata del lugar",
    offensive: "Ofensiva",
    "personal-information": "Datos personales",
    spam: "Spam o publicidad",
    other: "Otro",
  },
} satisfies Translation<typeof en>;
