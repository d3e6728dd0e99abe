import type { Catalog } from "../../i18n";
import type { PriceUnit } from "../../menu";
import type { ordersTexts as english } from "../orders";

/** Las palabras de la página de pedidos del cliente (/account/orders) y los estados de un pedido. */
export const ordersTexts = {
  title: "Mis pedidos",
  heading: "Mis pedidos",
  subtitle: "Tus pedidos, del más reciente al más antiguo. Esta página se actualiza sola cuando hacemos algún cambio en tu pedido.",
  empty: "Todavía no tienes pedidos.",
  browseMenu: "Ver el menú",
  orderNumber: (shortId: string) => `Pedido #${shortId}`,
  placedOn: (date: string) => `Realizado el ${date}`,
  pickupAt: (when: string) => `Recoger: ${when}`,
  deliveryAt: (when: string) => `Entrega: ${when}`,
  deliverTo: (address: string) => `Entregar en ${address}`,
  notes: "Notas",
  subtotal: "Subtotal",
  tax: (rate: string) => `Impuestos (${rate})`,
  total: "Total",
  line: (name: string, quantity: string, unit: PriceUnit) => (unit === "lb" ? `${name}, ${quantity}` : `${quantity} × ${name}`),
  toBeWeighed: "Por peso: te cobramos lo que pese en la báscula",
  weighed: (quantity: string) => `Pesado: ${quantity}`,
  estimatedTotal: "Total estimado",
  held: "Retenido en tu tarjeta",
  charged: "Cobrado",
  balanceDue: "Por pagar al recoger",
  live: "Actualizaciones en vivo activadas",
  reconnecting: "Reconectando…",
  sessionEnded: "Tu sesión expiró. Vuelve a iniciar sesión.",
  updated: "Tu pedido se actualizó",
  status: {
    pending: "Pendiente",
    processing: "En preparación",
    ready: "Listo",
    completed: "Completado",
    cancelled: "Cancelado",
  },
  payment: {
    unpaid: "Sin pagar",
    processing: "Pago en proceso",
    authorized: "Pendiente de pesar",
    paid: "Pagado",
    failed: "El pago falló",
    expired: "Pago no completado",
    released: "Retención liberada",
  },
} as const satisfies Catalog<typeof english>;
