import type { Catalog } from "../../core/i18n";
import type { orderingTexts as english } from "../ordering";

/** Si la cantidad es una sola unidad ('1' o '1 lb'), para decir 'queda' y no 'quedan'. */
const isOne = (quantity: string) => quantity === "1" || quantity === "1 lb";

/**
 * Las palabras de pedir por adelantado: horarios, anticipación, días cerrados, agotados y
 * existencias, preventas, zona y costo de envío, propinas.
 */
/** A sentence ending on a time: '… a las 8:00 a.m.' keeps one period, not two. */
const sentenceEnd = (text: string) => (text.endsWith(".") ? text : `${text}.`);

export const orderingTexts = {
  timeOffSlot: "Elige una hora que termine en :00, :15, :30 o :45",
  closedOn: (date: string, label: string) =>
    label ? `Estamos cerrados el ${date} (${label}). Elige otro día.` : `Estamos cerrados el ${date}. Elige otro día.`,
  leadTime: (name: string, notice: string, earliest: string) =>
    `Para ${name} pedimos ${notice} de anticipación: la primera hora disponible es el ${sentenceEnd(earliest)}`,
  soldOutToday: (name: string, earliest: string) => `Hoy ya no hay ${name}: la primera hora disponible es el ${sentenceEnd(earliest)}`,
  preorderDates: (name: string, dates: string) =>
    `El pedido anticipado de ${name} se recoge en estas fechas: ${dates}. Elige una hora en esas fechas.`,
  preorderPickupOnly: (name: string) => `El pedido anticipado de ${name} es solo para recoger en tienda. Elige Recoger en tienda.`,
  preorderClosed: (name: string, cutoff: string) => `Los pedidos de ${name} cerraron el ${cutoff}.`,
  preorderNotYet: (name: string) => `Todavía no se puede pedir ${name}.`,
  earliestSetBy: (name: string, notice: string, earliest: string) =>
    `Para ${name} pedimos ${notice} de anticipación, así que la primera hora disponible es el ${sentenceEnd(earliest)}`,
  earliestSoldOut: (name: string, earliest: string) =>
    `Hoy ya no hay ${name}, así que la primera hora disponible es el ${sentenceEnd(earliest)}`,
  earliestPreorder: (name: string, dates: string) => `Fechas para recoger ${name}: ${dates}.`,
  notice: (minutes: number) => {
    if (minutes % (24 * 60) === 0) {
      const days = minutes / (24 * 60);
      return days === 1 ? "24 horas" : `${days * 24} horas`;
    }
    if (minutes % 60 === 0) return minutes === 60 ? "1 hora" : `${minutes / 60} horas`;
    return `${minutes} minutos`;
  },
  slotFull: (next: string) => `Ya no hay lugar a esa hora. La siguiente hora disponible es el ${sentenceEnd(next)}`,
  slotFullNoneSoon: "Ya no hay lugar a esa hora ni a ninguna otra de los próximos 7 días. Por favor, llámanos.",
  noOpenTime: "No hay horas disponibles en los próximos 7 días. Por favor, llámanos.",
  stockShort: (name: string, left: string, date: string) =>
    `${isOne(left) ? "Solo queda" : "Solo quedan"} ${left} de ${name} para el ${date}. Pide una cantidad menor o elige otro día.`,
  stockGone: (name: string, date: string) => `Ya no hay ${name} para el ${date}. Elige otro día.`,
  outsideArea: (zip: string) =>
    `Lo sentimos, no hacemos entregas al código postal ${zip}. Elige Recoger en tienda o usa una dirección dentro de nuestra zona de entrega.`,
  zipMissing: "Incluye tu código postal en la dirección de entrega",
  belowMinimum: (minimum: string, missing: string) =>
    `El mínimo para entrega a domicilio es de ${minimum}. Agrega ${missing} más o elige Recoger en tienda.`,
  deliveryFee: "Costo de envío",
  freeDelivery: "Envío gratis",
  tip: "Propina",
  tipNone: "Sin propina",
  tipAmount: "Otra cantidad",
  tipTooLarge: (max: string) => `La propina puede ser de ${max} como máximo.`,
  tipInvalid: "Escribe la propina en dólares, por ejemplo 5 o 5.50",
  tipPercent: (percent: number, amount: string) => `${percent}% (${amount})`,
  tipAmountLabel: "Propina en dólares",
  quickPicks: "Próximas horas disponibles",
  quickPicksLoading: "Buscando las próximas horas disponibles...",
  today: "Hoy",
  tomorrow: "Mañana",
  soldOutBadge: "Agotado hoy",
  needsNotice: (notice: string) => `Se pide con ${notice} de anticipación`,
  left: (quantity: string) => (isOne(quantity) ? `Hoy solo queda ${quantity}` : `Hoy solo quedan ${quantity}`),
  preorders: "Pedidos anticipados para las fiestas",
  preorderWindow: (cutoff: string, dates: string) => `Pide a más tardar el ${cutoff} · Recoge: ${dates}`,
  preorderClosedBadge: (cutoff: string) => `Los pedidos cerraron el ${cutoff}`,
} as const satisfies Catalog<typeof english>;
