import type { Catalog } from "../../core/i18n";
import { CONTACT_LIMITS } from "../../messages/messages";
import type { contactTexts as english } from "../contact";

/** Las palabras de la página de contacto. */
export const contactTexts = {
  pageTitle: "Contáctanos",
  metaDescription: (brand: string) =>
    `Comunícate con ${brand}: preguntas, cortes especiales y banquetes para 15 personas o más. Llámanos, escríbenos un correo o mándanos un mensaje.`,
  heading: "Contáctanos",
  subtitle: "¿Tienes preguntas, buscas un corte especial o necesitas comida para una fiesta? Con gusto te atendemos.",
  form: {
    heading: "Mándanos un mensaje",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    message: "Mensaje",
    required: "obligatorio",
    optional: "opcional",
    requiredNote: "Los campos marcados con * son obligatorios.",
    submit: "Enviar mensaje",
    sending: "Enviando...",
  },
  success: "¡Mensaje enviado! Te respondemos pronto.",
  failure: "No se pudo enviar el mensaje. Inténtalo de nuevo.",
  rateLimited: "Enviaste varios mensajes en poco tiempo. Inténtalo de nuevo en unos minutos.",
  info: {
    heading: "Comunícate con nosotros",
    address: "Dirección",
    phone: "Teléfono",
    email: "Correo electrónico",
    hours: "Horario",
    catering: "¿Comida para 15 personas o más? Llámanos y lo planeamos juntos, o pide tu cotización en línea.",
    cateringLink: "Pedir una cotización de banquete",
  },
  map: {
    heading: "Cómo llegar",
    title: (brand: string) => `Mapa con la ubicación de ${brand}`,
    openMap: "Abrir el mapa en OpenStreetMap",
  },
  errors: {
    nameRequired: "El nombre es obligatorio",
    emailRequired: "El correo electrónico es obligatorio",
    emailInvalid: "Escribe un correo electrónico válido",
    phoneInvalid: "Escribe un número de teléfono válido",
    messageRequired: "El mensaje es obligatorio",
    tooLong: (field: keyof typeof CONTACT_LIMITS) => `Usa como máximo ${CONTACT_LIMITS[field].toLocaleString("es-US")} caracteres`,
    invalid: "Revisa los campos marcados.",
  },
} as const satisfies Catalog<typeof english>;
