import type { Catalog } from "../../core/i18n";
import type { giftCardMailTexts as english } from "../gift-card-mail";

export const giftCardMailTexts: Catalog<typeof english> = {
  card: {
    subject: (amount: string, shop: string) => `Tu tarjeta de regalo de ${amount} de ${shop}`,
    heading: (name: string) => `¡Un regalo para ti, ${name}!`,
    from: (buyer: string, amount: string) => `${buyer} te mandó una tarjeta de regalo de ${amount}.`,
    fromShop: (amount: string) => `Aquí tienes una tarjeta de regalo de ${amount} de nuestra parte.`,
    message: "Su mensaje",
    code: "El código de tu tarjeta de regalo",
    codeHint: "Guarda este correo: el código es la tarjeta. Escríbelo al pagar en nuestra página o muéstralo en el mostrador.",
    amount: "Monto",
    never: "Esta tarjeta no vence y no tiene comisiones.",
    expires: (date: string) => `VENCE EL ${date.toUpperCase()}`,
    promotional: "Es una tarjeta promocional: es gratis y no se puede cambiar por efectivo.",
    balance: "Consulta tu saldo",
  },
  receipt: {
    subject: (amount: string) => `Tu compra de una tarjeta de regalo de ${amount}`,
    heading: "Gracias por comprar una tarjeta de regalo",
    intro: (amount: string, recipient: string) => `Recibimos tu pago por una tarjeta de regalo de ${amount} para ${recipient}.`,
    sendsNow: (email: string) => `La estamos mandando ahora a ${email}.`,
    sendsOn: (date: string, email: string) => `Se mandará a ${email} el ${date}.`,
    noTax: "Las tarjetas de regalo no pagan impuestos: el impuesto se cobra en lo que se compra con ellas.",
    paid: "Pagado",
  },
  sms: (shop: string, amount: string, code: string, url: string) =>
    `${shop}: tienes una tarjeta de regalo de ${amount}. Código ${code}. Saldo: ${url}`,
};
