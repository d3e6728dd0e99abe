import type { Catalog } from "../../core/i18n";
import type { orderSuccessTexts as english } from "../order-success";

/** Las palabras de la página /order-success. */
export const orderSuccessTexts = {
  title: "¡Pedido realizado!",
  body: "Gracias por tu pedido. Te enviamos un correo de confirmación con los detalles.",
  heldBody: (hold: string) =>
    `Retuvimos ${hold} en tu tarjeta: solo te cobramos lo que pesen tus cortes, liberamos el resto y te mandamos el recibo por correo. Te enviamos un correo de confirmación con los detalles.`,
  bodyNoEmail: "Gracias por tu pedido: ya lo tenemos. Si surge algo, te llamamos o te mandamos un mensaje al número que nos diste.",
  heldBodyNoEmail: (hold: string) =>
    `Retuvimos ${hold} en tu tarjeta: solo te cobramos lo que pesen tus cortes y liberamos el resto. Si surge algo, te llamamos o te mandamos un mensaje al número que nos diste.`,
  heldOnGiftCardBody: (hold: string) =>
    `Tu tarjeta de regalo cubre ${hold}: solo tomamos lo que pesen tus cortes y el resto se queda en la tarjeta. Te mandamos el recibo por correo.`,
  processingTitle: "Procesando el pago",
  processingBody: "Estamos confirmando tu pago con el banco. Esta página se actualiza sola en un momento.",
  slowBody:
    "Esto está tardando más de lo normal. Te avisamos por correo en cuanto se confirme tu pago, así que ya puedes cerrar esta página.",
  slowBodyNoEmail:
    "Esto está tardando más de lo normal. Veremos tu pago en cuanto se confirme, así que ya puedes cerrar esta página; si hay algún problema, te llamamos o te mandamos un mensaje.",
  notPaidTitle: "El pago no se completó",
  notPaidBody: {
    failed: "Tu pago fue rechazado o no se procesó, así que este pedido no se realizó. No se hizo ningún cargo a tu tarjeta.",
    expired:
      "La página de pago venció antes de que se hiciera el pago, así que este pedido no se realizó. No se hizo ningún cargo a tu tarjeta.",
    cancelled: "Este pedido se canceló antes de pagarse. No se hizo ningún cargo a tu tarjeta.",
  },
  tryAgain: "Puedes volver a tu carrito y finalizar tu pedido otra vez.",
  tryAgainByPhone: "Llámanos y te tomamos el pedido otra vez.",
  backToCart: "Volver al carrito",
  unknownTitle: "No encontramos este pago",
  unknownBody: "Este enlace de pago no corresponde a ningún pedido, o el pago no se completó. No se hizo ningún cargo a tu tarjeta.",
  orderNumber: (shortId: string) => `Pedido #${shortId}`,
  continueShopping: "Seguir comprando",
  viewOrder: "Ver pedido",
  callShop: (phone: string) => `Llámanos al ${phone}`,
  yourOrder: "Tu pedido",
  quantityTimes: (quantity: string) => `× ${quantity}`,
  byWeight: "Por peso",
  subtotal: "Subtotal",
  tax: (rate: string) => `Impuestos (${rate})`,
  total: "Total",
  estimatedTotal: "Total estimado",
  allowance: "Margen de peso, se libera después de pesar",
  deliveryFee: "Costo de envío",
  freeDelivery: "Envío gratis",
  tip: "Propina",
  promo: (code: string) => `Promoción ${code}`,
  discount: "Descuento",
  giftCard: (last4: string) => `Tarjeta de regalo ••${last4}`,
  paidByCard: "Tarjeta",
} as const satisfies Catalog<typeof english>;
