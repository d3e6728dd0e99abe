import type { Catalog } from "../../core/i18n";
import type { smsTexts as english } from "../sms";

/** Las palabras de los mensajes de texto de la tienda y de la bandeja de SMS de desarrollo. */
export const smsTexts = {
  orderReady: (shop: string, shortId: string) =>
    `${shop}: tu pedido #${shortId} ya está listo. Responde STOP para no recibir más mensajes.`,
  paymentLink: (shop: string, shortId: string, amount: string, url: string) =>
    `${shop}: paga ${amount} de tu pedido #${shortId} aquí: ${url} Responde STOP para no recibir más mensajes.`,
  inbound: {
    notConfigured: "No hay un proveedor de SMS configurado: esta tienda no recibe mensajes de texto.",
    badSignature: "La firma X-Twilio-Signature de la solicitud no coincide.",
  },
  devOutbox: {
    title: "Bandeja de SMS de desarrollo",
    intro: (count: number) =>
      `Mensajes de texto que la tienda envió sin un proveedor de SMS configurado, del más reciente al más antiguo (${count}).`,
    empty: "Todavía no hay mensajes.",
    envelope: (to: string, at: string, language: string) => `Para ${to} · ${at} · ${language}`,
    languages: { en: "inglés", es: "español" },
    unknownLanguage: "idioma desconocido",
  },
} as const satisfies Catalog<typeof english>;
