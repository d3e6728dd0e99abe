import type { Catalog } from "../../core/i18n";
import type {
  paymentProblemTexts as englishPaymentProblem,
  payPageTexts as englishPayPage,
  sandboxPageTexts as englishSandboxPage,
  webhookTexts as englishWebhook,
} from "../payments";

/** Las palabras de la página de pago de prueba, la que toma el lugar de la de Stripe. */
export const sandboxPageTexts = {
  title: "Pago de prueba",
  banner: "Modo de prueba: no se cobra a ninguna tarjeta real.",
  total: "Total",
  cardNumber: "Número de tarjeta",
  cardHint: "Con 4242 4242 4242 4242 se paga; con 4000 0000 0000 0002 se rechaza.",
  pay: "Pagar",
  cancel: "Cancelar",
  declined: "Tu tarjeta fue rechazada. Intenta con otra tarjeta.",
  unknownCard: "Esta página de prueba solo acepta las tarjetas de prueba que aparecen debajo del campo.",
  closed: "Esta página de pago ya venció o ya se usó.",
  notFound: "Ese pago no existe.",
  hold: "Retención",
  holdExplained: (hold: string) =>
    `Los cortes por peso se cobran después de pesarlos. Por ahora retenemos ${hold} en tu tarjeta y solo te cobramos lo que pesen; el resto de la retención se libera.`,
  held: "Retenido en la tarjeta",
  captured: "Cobrado",
  released: "Liberado",
} as const satisfies Catalog<typeof englishSandboxPage>;

/** Las respuestas al webhook del proveedor de pagos. */
export const webhookTexts = {
  badSignature: "Firma no válida.",
  notStripe: "No hay webhooks para este proveedor de pagos.",
} as const satisfies Catalog<typeof englishWebhook>;

/** Por qué falló un paso del pago, cuando el proveedor no dio sus propias palabras. */
export const paymentProblemTexts = {
  noAnswer: "el servicio de pagos no respondió",
  noCheckoutUrl: "no hay URL de pago",
  productWithoutPrice: "Stripe creó el producto sin precio",
  declined: "la tarjeta fue rechazada",
  notCapturable: "el pago no está pendiente de cobro",
  holdExpired: "la retención en la tarjeta venció",
  amountTooLarge: "la cantidad es mayor de lo que el pago permite",
  alreadyRefunded: "el pago ya fue reembolsado",
  notFound: "el servicio de pagos no conoce este pago",
  busy: "el servicio de pagos está ocupado; inténtalo de nuevo en un momento",
  notConfigured: "el servicio de pagos rechazó las claves de la tienda",
  refused: "el servicio de pagos rechazó la solicitud",
  unknown: "error desconocido",
} as const satisfies Catalog<typeof englishPaymentProblem>;

/** Las líneas de impuestos, margen, envío y propina en la página de pago del proveedor. */
export const payPageTexts = {
  taxLine: (rate: string) => `Impuestos (${rate})`,
  allowanceLine: "Margen de peso, se libera después de pesar",
  deliveryFeeLine: "Costo de envío",
  tipLine: "Propina",
  balanceLine: (shortId: string) => `Saldo del pedido #${shortId}`,
  orderAfterCodesLine: (shortId: string, deductions: string) => `Pedido #${shortId}, con impuestos, después de ${deductions}`,
  promoDeduction: (code: string, amount: string) => `promoción ${code} −${amount}`,
  giftCardDeduction: (amount: string) => `tarjeta de regalo −${amount}`,
  giftCardSaleLine: (amount: string, recipient: string) => `Tarjeta de regalo de ${amount} para ${recipient}`,
  lineName: (name: string, quantity: string, unitPrice: string, options: string) =>
    `${name}, ${quantity} × ${unitPrice}${options ? ` (${options})` : ""}`,
} as const satisfies Catalog<typeof englishPayPage>;
