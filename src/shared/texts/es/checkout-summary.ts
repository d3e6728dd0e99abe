import type { Catalog } from "../../core/i18n";
import type { checkoutSummaryTexts as english } from "../checkout-summary";

/** Las palabras del resumen del pedido: sus líneas, lo que encontró la revisión del carrito y los totales. */
export const checkoutSummaryTexts = {
  subtotal: "Subtotal",
  tax: (rate: string) => `Impuestos (${rate})`,
  total: "Total",
  estimatedTotal: "Total estimado",
  allowance: "Margen de peso, se libera después de pesar",
  holdExplained: (hold: string) =>
    `Los cortes por peso se cobran después de pesarlos: retenemos ${hold} en tu tarjeta y solo cobramos lo que pesen; el resto se libera.`,
  byWeight: "Por peso",
  quantityTimes: (quantity: string) => `× ${quantity}`,
  priceChanged: (before: string, now: string) => `El precio cambió de ${before} a ${now}`,
  unavailable: "No disponible por ahora",
  gone: "Ya no está en el menú",
  chooseAgain: "Las opciones de este artículo cambiaron: quítalo y vuelve a agregarlo desde el menú",
  notCharged: "No se incluye en tu total.",
  remove: "Quitar",
  removeItem: (name: string) => `Quitar ${name} de tu carrito`,
} as const satisfies Catalog<typeof english>;
