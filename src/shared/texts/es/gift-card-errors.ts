import type { Catalog } from "../../core/i18n";
import { formatCents } from "../../core/money";
import type {
  giftCardErrorTexts as englishGiftCardErrors,
  giftCardNoteTexts as englishNotes,
  promoErrorTexts as englishPromoErrors,
} from "../gift-card-errors";

export const giftCardErrorTexts: Catalog<typeof englishGiftCardErrors> = {
  notFound: "No encontramos una tarjeta de regalo con ese código. Revísalo e inténtalo de nuevo.",
  codeInvalid: "Escribe el código de 16 caracteres que viene en el correo de tu tarjeta de regalo.",
  state: {
    pending: "Esta tarjeta de regalo todavía no se ha pagado.",
    frozen: "Esta tarjeta de regalo está en pausa. Llámanos, por favor.",
    void: "Esta tarjeta de regalo ya no es válida. Llámanos, por favor.",
    depleted: "Esta tarjeta de regalo ya no tiene saldo.",
    expired: "Esta tarjeta promocional ya venció.",
    active: "Esta tarjeta de regalo está activa.",
  },
  tooManyTries: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
  amountInvalid: (min: number, max: number) => `Elige un monto de ${formatCents(min)} a ${formatCents(max)}, en dólares enteros.`,
  dailyCap: (cap: number) =>
    `Las tarjetas de regalo tienen un límite de ${formatCents(cap)} al día por cuenta. Inténtalo mañana o llámanos.`,
  sendOnInvalid: "Elige hoy o una fecha dentro del próximo año.",
  recipientNameRequired: "Escribe el nombre de quien la recibe",
  recipientEmailInvalid: "Escribe el correo electrónico de quien la recibe",
  recipientPhoneInvalid: "Escribe un número de celular para mandar la tarjeta por mensaje",
  buyerNameRequired: "Escribe tu nombre",
  messageTooLong: (max: number) => `El mensaje admite como máximo ${max} caracteres.`,
  noGiftCardsForGiftCards: "Las tarjetas de regalo no se pueden pagar con otra tarjeta de regalo.",
  signInRequired: "Inicia sesión para comprar una tarjeta de regalo.",
  saleFailed: "No pudimos abrir la página de pago. No se cobró nada; inténtalo de nuevo, por favor.",
  cashOutTooMuch: (limit: number) => `Solo se puede pagar en efectivo un saldo menor de ${formatCents(limit)}.`,
  cashOutNothing: "Esta tarjeta no tiene saldo que pagar.",
  adjustInvalid: "Escribe un monto distinto de cero y el motivo.",
  adjustBelowZero: "Un ajuste no puede dejar el saldo por debajo de cero.",
  statusMove: "Ese cambio no aplica a esta tarjeta ahora.",
  expiryInvalid: "Elige una fecha de vencimiento posterior a hoy, o ninguna.",
  keyReused: "Esta solicitud ya se mandó con otros datos.",
};

export const promoErrorTexts: Catalog<typeof englishPromoErrors> = {
  unknown: "Ese código de promoción no existe.",
  paused: "Ese código de promoción está en pausa por ahora.",
  ended: "Ese código de promoción ya terminó.",
  notStarted: "Ese código de promoción todavía no es válido.",
  expired: "Ese código de promoción ya venció.",
  wrongDay: "Ese código de promoción no es válido para el día de tu pedido.",
  wrongHour: "Ese código de promoción no es válido para la hora de tu pedido.",
  minSubtotal: (min: number) => `Ese código de promoción requiere un subtotal de ${formatCents(min)} o más.`,
  firstOrder: "Ese código de promoción es solo para tu primer pedido.",
  customerLimit: "Ya usaste ese código de promoción todas las veces que permite.",
  totalLimit: "Ese código de promoción ya se agotó.",
  pickupOnly: "Ese código de promoción es solo para pedidos para recoger.",
  deliveryOnly: "Ese código de promoción es solo para pedidos a domicilio.",
  noEligibleItems: "Ningún producto de tu carrito entra en esa promoción.",
  noDeliveryFee: "Tu pedido no tiene costo de envío que descontar.",
  codeInvalid: "Usa de 3 a 30 letras, números, '-' o '_' para el código.",
  codeTaken: "Ya existe un código de promoción con ese nombre.",
  valueInvalid: "Escribe un porcentaje de 1 a 100, o un monto mayor que $0.",
  rulesInvalid: "Revisa las reglas de la promoción: las fechas y horas deben ir en orden.",
  tooManyTries: "Demasiados intentos. Espera unos minutos y vuelve a intentarlo.",
};

/** History notes stay in English (orderHistoryNotes); this twin only satisfies the catalogue's type. */
export const giftCardNoteTexts: Catalog<typeof englishNotes> = {
  giftCardPaid: (cents: number) => `la tarjeta de regalo pagó ${formatCents(cents)}`,
  giftCardReleased: (cents: number) => `tarjeta de regalo: se regresaron ${formatCents(cents)}`,
};
