import type { Catalog } from "../../core/i18n";
import type { checkoutTexts as english } from "../checkout";

/** Las palabras del formulario para finalizar el pedido (los errores están en checkout-errors.ts). */
export const checkoutTexts = {
  title: "Finalizar pedido",
  heading: "Finalizar pedido",
  subtitle: "Recoge en tienda o recibe a domicilio, y paga con tarjeta de forma segura.",
  orderType: "Tipo de pedido",
  pickup: "Recoger en tienda",
  delivery: "Entrega a domicilio",
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  smsOptIn: "Avísame por SMS cuando mi pedido esté listo. Pueden aplicar cargos; responde STOP para cancelar.",
  deliveryAddress: "Dirección de entrega",
  preferredTime: "Hora preferida",
  // Spanish hours end in "p.m." already: one period, not two.
  preferredTimeHint: (hours: string) => `Hora local de la tienda. Horario: ${hours}${hours.endsWith(".") ? "" : "."}`,
  notes: "Notas del pedido",
  notesPlaceholder: "¿Algo que debamos saber? (p. ej., la arrachera cortada delgadita)",
  summary: "Resumen del pedido",
  hold: (amount: string) => `Retener ${amount} en tu tarjeta`,
  deliveryNotice: "Envío gratis en pedidos de más de $30 dentro de un radio de 5 millas. Te llamamos para confirmar la dirección.",
  pay: (total: string) => `Pagar ${total}`,
  backToCart: "Volver al carrito",
  emptyHeading: "Tu carrito está vacío",
  emptyBody: "Agrega algo del menú antes de finalizar tu pedido.",
  browseMenu: "Ver el menú",
  phases: {
    creating_session: "Preparando el pago...",
    redirecting: "Llevándote a la página de pago...",
    validating: "Procesando...",
  },
  checking: "Revisando los precios de hoy...",
  restoredAfterPayment: "Recuperamos tu carrito: el pago no se completó.",
} as const satisfies Catalog<typeof english>;
