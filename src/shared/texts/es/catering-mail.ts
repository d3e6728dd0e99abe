import type { Catalog } from "../../core/i18n";
import type { cateringMailTexts as english } from "../catering-mail";

export const cateringMailTexts: Catalog<typeof english> = {
  viewButton: "Ver tu solicitud de banquete",
  event: "Evento",
  guests: "Invitados",
  style: "Servicio",
  fulfilment: "Recoger o entrega",
  subtotal: "Subtotal",
  serviceFee: "Cargo por servicio",
  deliveryFee: "Costo de envío",
  tax: "Impuesto",
  total: "Total",
  deposit: "Anticipo",
  paid: "Pagado",
  refunded: "Reembolsado",
  owed: "Saldo",
  weighedAs: (quoted: string, weighed: string) => `cotizado ${quoted}, pesado ${weighed}`,
  callUs: (phone: string) => `¿Tienes preguntas? Llámanos al ${phone}.`,
  requestReceived: {
    subject: (reference: string) => `Recibimos tu solicitud de banquete ${reference}`,
    heading: "Gracias por tu solicitud de banquete",
    intro: (guests: number, when: string) =>
      `Recibimos tu solicitud para ${guests} invitados el ${when}. Vamos a preparar tu cotización y te la mandamos por correo, normalmente en menos de un día. No se cobra nada hasta que la aceptes.`,
  },
  quoteSent: {
    subject: (reference: string) => `Tu cotización de banquete ${reference}`,
    subjectRevised: (reference: string, version: number) => `Tu cotización de banquete corregida ${reference} (versión ${version})`,
    heading: "Tu cotización de banquete",
    headingRevised: "Tu cotización de banquete corregida",
    intro: (total: string, deposit: string, until: string) =>
      `Tu cotización es de ${total}. Para apartar tu fecha, acéptala y paga un anticipo de ${deposit} antes del ${until}.`,
    weighedNote: "Las carnes se venden por libra: el monto final depende de lo que pesemos el día del evento.",
    button: "Leer y aceptar la cotización",
  },
  depositReceived: {
    subject: (reference: string) => `Tu fecha está confirmada: ${reference}`,
    heading: "Tu fecha está confirmada",
    intro: (amount: string, when: string) => `Recibimos tu anticipo de ${amount}. Tu evento del ${when} está confirmado.`,
    balanceNote: (owed: string, due: string) => `El saldo de ${owed} se paga a más tardar el ${due}; te mandaremos un recordatorio.`,
  },
  paymentReceived: {
    subject: (reference: string) => `Pago recibido: ${reference}`,
    heading: "Gracias por tu pago",
    intro: (amount: string) => `Recibimos tu pago de ${amount}.`,
  },
  balanceDue: {
    subject: (reference: string) => `Ya puedes pagar el saldo de tu banquete ${reference}`,
    subjectReminder: (reference: string) => `Recordatorio: el saldo de tu banquete ${reference}`,
    heading: "Tu saldo está pendiente",
    headingReminder: "Un recordatorio de tu saldo",
    intro: (owed: string, when: string) =>
      `El saldo de ${owed} de tu evento del ${when} ya está pendiente. Puedes pagarlo en línea o al recoger.`,
    button: "Pagar el saldo",
  },
  receipt: {
    subject: (reference: string) => `Tu recibo de banquete ${reference}`,
    heading: "Tu recibo",
    intro: "Esto es lo que pesamos y lo que pagaste.",
    refundNote: (amount: string) => `Te estamos reembolsando ${amount} a tu tarjeta: puede tardar de 5 a 10 días en aparecer.`,
    owedNote: (amount: string) => `Todavía quedan ${amount} por pagar: págalos en línea o al recoger.`,
  },
  cancelled: {
    subject: (reference: string) => `Tu solicitud de banquete ${reference} está cancelada`,
    heading: "Tu solicitud de banquete está cancelada",
    intro: (when: string) => `Tu evento del ${when} está cancelado.`,
    refund: (amount: string, percent: number) =>
      `Según nuestra política de cancelación, te devolvemos ${amount} a tu tarjeta (el ${percent} % del anticipo y todo lo que pagaste además de él).`,
    noRefund: "Según nuestra política de cancelación, el anticipo no se reembolsa tan cerca del evento.",
  },
  declined: {
    subject: (reference: string) => `Sobre tu solicitud de banquete ${reference}`,
    heading: "No podemos atender este evento",
    intro: (when: string) => `Lo sentimos: no podemos tomar tu evento del ${when}. Llámanos y buscamos otra fecha.`,
  },
  sms: {
    quote: (shop: string, reference: string, total: string, url: string) =>
      `${shop}: tu cotización de banquete ${reference} está lista (${total}). Léela y acéptala aquí: ${url}`,
    balanceDue: (shop: string, reference: string, owed: string, url: string) =>
      `${shop}: ya puedes pagar el saldo de ${owed} de tu banquete ${reference}. Págalo aquí: ${url}`,
  },
};
