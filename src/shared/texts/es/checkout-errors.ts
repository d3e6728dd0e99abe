import type { Catalog } from "../../core/i18n";
import type { checkoutErrorTexts as english } from "../checkout-errors";

/** Los mensajes de validación y de error al finalizar el pedido, para el formulario y el servidor. */
export const checkoutErrorTexts = {
  nameRequired: "El nombre es obligatorio",
  emailRequired: "El correo electrónico es obligatorio",
  emailInvalid: "Escribe un correo electrónico válido",
  phoneRequired: "El teléfono es obligatorio",
  phoneInvalid: "Escribe un número de teléfono válido",
  addressRequired: "La dirección de entrega es obligatoria",
  timeRequired: "Elige una hora con al menos 15 minutos de anticipación",
  timeTooSoon: "Elige una hora con al menos 15 minutos de anticipación",
  timeTooLate: "Elige una hora dentro de los próximos 7 días",
  timeOutsideHours: "Elige una hora dentro de nuestro horario",
  tooLong: "El texto es demasiado largo",
  invalidForm: "Llena correctamente todos los campos obligatorios",
  emptyCart: "Tu carrito está vacío",
  sessionExpired: "Tu sesión expiró. Vuelve a iniciar sesión.",
  orderFailed: "No se pudo guardar el pedido en la base de datos",
  itemsFailed: "No se pudieron guardar los artículos del pedido",
  sessionFailed: (reason: string) => `No se pudo crear la sesión de pago: ${reason}`,
  noCheckoutUrl: "La sesión de pago no devolvió el enlace para pagar",
  processFailed: "No se pudo procesar el pedido. Inténtalo de nuevo.",
  itemsUnavailable: (names: string) => `Algunos artículos ya no están disponibles: ${names}. Actualiza tu carrito.`,
  keyReused: "Este pedido ya se había enviado con otros datos. Inténtalo de nuevo.",
  tooManyAttempts: "Demasiados intentos de pago. Espera un minuto.",
  timeBeyondHold:
    "Los cortes por peso se cobran después de pesarlos, y la retención en tu tarjeta dura 7 días: elige una hora dentro de los próximos 6 días",
  quantityBelowMinimum: (name: string, minimum: string) => `${name} se vende a partir de ${minimum}. Actualiza tu carrito.`,
  quantityOffStep: (name: string, step: string) => `${name} se vende en múltiplos de ${step}. Actualiza tu carrito.`,
  quantityTooLarge: (name: string, maximum: string) => `Puedes pedir hasta ${maximum} de ${name} a la vez. Actualiza tu carrito.`,
  optionGone: (name: string) => `Una de las opciones que elegiste para ${name} ya no está disponible. Vuelve a elegir.`,
  optionMissing: (name: string, group: string) => `Elige una opción de ${group} para ${name}.`,
  optionTooMany: (name: string, group: string, max: number) =>
    max === 1 ? `Elige solo una opción de ${group} para ${name}.` : `Elige como máximo ${max} opciones de ${group} para ${name}.`,
} as const satisfies Catalog<typeof english>;
