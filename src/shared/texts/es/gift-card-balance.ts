import type { Catalog } from "../../core/i18n";
import type { GiftCardState } from "../../gift-cards/gift-cards";
import type { giftCardBalanceTexts as english } from "../gift-card-balance";

/** Las palabras de la página para consultar el saldo de una tarjeta de regalo (/es/gift-cards/balance). */
export const giftCardBalanceTexts = {
  title: "Saldo de tarjeta de regalo",
  metaDescription: (brand: string) => `Consulta el saldo de una tarjeta de regalo de ${brand} con su código.`,
  heading: "Consulta el saldo de tu tarjeta de regalo",
  subtitle: "Escribe el código que viene en el correo de la tarjeta para ver cuánto le queda.",
  code: "Código de la tarjeta de regalo",
  codeHint: "16 letras y números, como en el correo: XXXX-XXXX-XXXX-XXXX. Puedes escribirlo con espacios, guiones o minúsculas.",
  submit: "Consultar saldo",
  checking: "Consultando…",
  codeInvalid: "Escribe el código de 16 caracteres que viene en el correo de la tarjeta de regalo.",
  failure: "Ahorita no pudimos consultar el saldo. Inténtalo de nuevo, por favor.",
  endingIn: (last4: string) => `Tarjeta con terminación ${last4}`,
  balance: "Saldo",
  status: "Estado",
  states: {
    pending: "Sin pagar todavía",
    active: "Activa",
    frozen: "En pausa",
    void: "Ya no es válida",
    depleted: "Sin saldo",
    expired: "Vencida",
  } satisfies Record<GiftCardState, string>,
  stateNotes: {
    pending: "La tarjeta funciona en cuanto se pague su compra.",
    active: "Úsala al pagar en nuestra página o en el mostrador.",
    frozen: "Esta tarjeta está en pausa. Llámanos y te ayudamos.",
    void: "Esta tarjeta ya no se puede usar. Llámanos si tienes dudas.",
    depleted: "A esta tarjeta ya no le queda saldo.",
    expired: "Esta tarjeta promocional ya pasó su fecha.",
  } satisfies Record<GiftCardState, string>,
  promotional: "Tarjeta promocional",
  expires: (date: string) => `VENCE EL ${date.toUpperCase()}`,
  neverExpires: "Las tarjetas de regalo compradas no vencen ni tienen comisiones.",
  buyOne: "Comprar una tarjeta de regalo",
} as const satisfies Catalog<typeof english>;
