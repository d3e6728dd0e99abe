import type { Catalog } from "../../core/i18n";
import type { authMailTexts as englishAuthMail, devMailboxTexts as englishDevMailbox, orderMailTexts as englishOrderMail } from "../mail";
import { ordersTexts } from "./orders";

/** Las palabras de los correos de pedidos (confirmación, cambios de estado). */
export const orderMailTexts = {
  deliveryFee: "Costo de envío",
  tip: "Propina",
  discount: (code: string) => `Promoción ${code}`,
  giftCardPaid: (last4: string) => `Pagado con tarjeta de regalo ••${last4}`,
  giftCardHeld: (last4: string) => `Apartado en tarjeta de regalo ••${last4}`,
  cardPaid: "Pagado con tarjeta",
  confirmation: {
    subject: (shortId: string) => `Pedido #${shortId} confirmado`,
    heading: (name: string) => `¡Gracias, ${name}!`,
    intro: "Recibimos tu pago y tu pedido ya está en nuestra lista. Aquí tienes los detalles.",
    introHeld: (hold: string) =>
      `Tu pedido ya está en nuestra lista. Retuvimos ${hold} en tu tarjeta: pesamos tus cortes al prepararlos, te cobramos solo lo que pesen y liberamos el resto de la retención. Te mandaremos un recibo con los pesos.`,
  },
  receipt: {
    subject: (shortId: string) => `Recibo del pedido #${shortId}`,
    heading: "Ya pesamos tus cortes",
    intro: "Pesamos tu pedido y cobramos a tu tarjeta lo que pesó. Aquí tienes tu recibo.",
    ordered: "Pedido",
    weighed: "Pesado",
    estimatedTotal: "Total estimado",
    finalTotal: "Total final",
    charged: "Cobrado a tu tarjeta",
    released: "Retención liberada",
    balanceDue: "Por pagar al recoger",
  },
  paymentLink: {
    subject: (shortId: string) => `Paga tu pedido #${shortId}`,
    heading: "Tu enlace de pago",
    intro: (amount: string, until: string) => `Aquí está el enlace para pagar ${amount} de tu pedido. Funciona hasta el ${until}.`,
    amount: "Por pagar",
    pay: "Pagar ahora",
  },
  refund: {
    subject: (shortId: string) => `Reembolso del pedido #${shortId}`,
    heading: "Te enviamos un reembolso",
    intro: (amount: string) =>
      `Reembolsamos ${amount} a la tarjeta con la que pagaste. Los bancos suelen reflejarlo en 5 a 10 días hábiles.`,
    giftCardIntro: (amount: string, last4: string) => `Regresamos ${amount} a tu tarjeta de regalo ••${last4}: puedes usarlo de inmediato.`,
    refunded: "Reembolsado ahora",
    totalRefunded: "Reembolsado en este pedido",
  },
  status: {
    subject: (shortId: string, status: string) => `Pedido #${shortId}: ${status}`,
    heading: (status: string) => `Tu pedido está ${status.toLowerCase()}`,
    body: {
      pending: "Tu pedido está esperando su turno en la cocina. Te avisamos en cuanto empecemos a prepararlo.",
      processing: "Ya estamos preparando tu pedido.",
      ready: "Tu pedido está listo. Si es para recoger, ya te espera en el mostrador; si es a domicilio, va en camino.",
      completed: "Tu pedido está completo. ¡Gracias por preferirnos!",
      cancelled: "Tu pedido fue cancelado. Si ya pagaste, el reembolso regresa a tu tarjeta; llámanos si tienes cualquier duda.",
    },
    label: ordersTexts.status,
  },
  pickupAt: "Recoger en tienda",
  deliveryAt: "Entrega a domicilio",
  address: "Dirección",
  notes: "Notas",
  subtotal: "Subtotal",
  tax: (rate: string) => `Impuestos (${rate})`,
  total: "Total",
  estimatedTotal: "Total estimado",
  allowance: "Margen de peso, se libera después de pesar",
  held: "Retenido en tu tarjeta",
  viewOrder: "Ver tu pedido",
  questions: (phone: string) => `¿Tienes preguntas sobre tu pedido? Llámanos al ${phone}.`,
  pickupFrom: (address: string) => `Recógelo en ${address}.`,
} as const satisfies Catalog<typeof englishOrderMail>;

/** Las palabras de los correos de la cuenta. */
export const authMailTexts = {
  magicLink: {
    subject: (shop: string) => `Tu enlace para iniciar sesión en ${shop}`,
    heading: "Inicia sesión con un clic",
    body: "Haz clic en el botón de abajo para iniciar sesión. El enlace sirve una sola vez y vence en 15 minutos.",
    button: "Iniciar sesión",
    ignore: "Si no pediste este correo, puedes ignorarlo: nadie puede iniciar sesión sin el enlace.",
  },
  verifyEmail: {
    subject: (shop: string) => `Confirma tu correo electrónico en ${shop}`,
    heading: "Confirma tu correo electrónico",
    body: "Gracias por crear una cuenta. Confirma tu correo electrónico para terminar.",
    button: "Confirmar correo electrónico",
    ignore: "Si no creaste una cuenta, puedes ignorar este correo.",
  },
  accountExists: {
    subject: (shop: string) => `Alguien intentó crear una cuenta en ${shop}`,
    heading: "Ya tienes una cuenta",
    body: "Alguien (tal vez tú) intentó crear una cuenta nueva con este correo electrónico. Ya tienes una: mejor inicia sesión con tu contraseña o con un enlace de inicio de sesión.",
    button: "Iniciar sesión",
    ignore: "Si no fuiste tú, no cambió nada y puedes ignorar este correo.",
  },
} as const satisfies Catalog<typeof englishAuthMail>;

/** Las palabras del buzón de desarrollo (modo de demostración sin SMTP). */
export const devMailboxTexts = {
  title: "Buzón de desarrollo",
  intro: (count: number) =>
    `Correos que envió la tienda mientras no hay un servidor SMTP configurado, del más reciente al más antiguo (${count}).`,
  empty: "Todavía no hay correos.",
  envelope: (to: string, from: string, at: string) => `Para ${to} · de ${from} · ${at}`,
  plainText: "Texto sin formato",
} as const satisfies Catalog<typeof englishDevMailbox>;
