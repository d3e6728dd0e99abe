import type { Catalog } from "../../core/i18n";
import type { giftCardPurchaseTexts as english } from "../gift-card-purchase";

/** Las palabras de /es/gift-cards que se dicen ya con la compra en marcha: las revisiones del formulario y el estado del pago. */
export const giftCardPurchaseTexts = {
  fixFields: "Revisa los campos marcados abajo.",
  errors: {
    amount: (min: string, max: string) => `Elige un monto de ${min} a ${max}, en dólares enteros.`,
    buyerName: "Escribe tu nombre.",
    recipientName: "Escribe el nombre de quien la recibe.",
    recipientEmail: "Escribe el correo de quien la recibe, por ejemplo ana@ejemplo.com.",
    recipientPhone: "Escribe un número de celular para mandar la tarjeta por mensaje, o desmarca la casilla.",
    message: (max: number) => `El mensaje admite como máximo ${max} caracteres.`,
    date: (latest: string) => `Elige una fecha de hoy al ${latest}.`,
  },
  paidOn: (name: string, date: string) => `¡Listo, ya está pagada! ${name} recibirá la tarjeta el ${date}.`,
  paidNow: (name: string) => `¡Listo, ya está pagada! La tarjeta va en camino a ${name}.`,
  receipt: "Te mandamos el recibo por correo.",
  notPaid: "El pago no se completó, así que no se compró ninguna tarjeta ni se cobró nada. Puedes intentarlo de nuevo aquí abajo.",
  slow: "Esto está tardando más de lo normal. Te avisamos por correo en cuanto se confirme el pago; ya puedes cerrar esta página.",
  unknown: "No encontramos esta compra. Si ya pagaste, te mandamos el recibo por correo.",
} as const satisfies Catalog<typeof english>;
