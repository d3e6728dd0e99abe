import type { OrderType } from "../../orders/orders";
import type { Catalog } from "../../core/i18n";
import type { kitchenTexts as english } from "../kitchen";

/** Las palabras de la pantalla de cocina de la administración. */
export const kitchenTexts = {
  heading: "Cocina",
  subtitle: "Los pedidos pagados de hoy y los que siguen, del más próximo al más lejano. Con un toque el pedido avanza.",
  today: "Hoy",
  tomorrow: "Mañana",
  orderCount: (count: number) => (count === 1 ? "1 pedido" : `${count} pedidos`),
  orderNumber: (shortId: string) => `#${shortId}`,
  cardLabel: (shortId: string, customer: string) => `Pedido #${shortId}, ${customer}`,
  orderType: { pickup: "Para recoger", delivery: "A domicilio" } satisfies Record<OrderType, string>,
  address: "Dirección",
  items: "Productos",
  weigh: "Pesar",
  weighed: (quantity: string) => `Pesado: ${quantity}`,
  lineNote: "Nota",
  orderNotes: "Notas del pedido",
  takePayment: "Cobrar en el mostrador",
  collect: (amount: string) => `Cobrar ${amount} al recoger`,
  advance: { processing: "Empezar", ready: "Marcar listo", completed: "Entregado" },
  advanceLabel: (action: string, shortId: string) => `${action} pedido #${shortId}`,
  advanced: {
    processing: (shortId: string) => `Pedido #${shortId} en preparación`,
    ready: (shortId: string) => `Pedido #${shortId} listo; ya le avisamos al cliente`,
    completed: (shortId: string) => `Pedido #${shortId} entregado`,
  },
  advanceFailed: (shortId: string) => `No se pudo actualizar el pedido #${shortId}. Inténtalo de nuevo.`,
  ticket: "Comanda",
  ticketOf: (shortId: string) => `Comanda del pedido #${shortId}`,
  newOrder: (shortId: string) => `Nuevo pedido #${shortId}`,
  newBadge: "Nuevo",
  turnOnSound: "Activar sonido",
  soundIsOn: "Sonido activado",
  empty: "No hay pedidos por preparar ahorita. Los nuevos pedidos pagados aparecen aquí solos.",
  loadFailed: "No se pudieron cargar los pedidos de la cocina",
  retry: "Intentar de nuevo",
} as const satisfies Catalog<typeof english>;
