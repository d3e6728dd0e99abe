import type { Catalog } from "../../core/i18n";
import type { cateringQuoteTexts as english } from "../catering-quote";

/** Las palabras de la página del cliente detrás del enlace. */
export const cateringQuoteTexts: Catalog<typeof english> = {
  pageTitle: (reference: string) => `Tu banquete ${reference}`,
  heading: "Tu banquete",
  status: "Estado",
  statusNotes: {
    requested: "Recibimos tu solicitud y te mandamos una cotización por correo en menos de un día.",
    quoted: "Tu cotización está lista: léela junto con las condiciones, acéptala y paga el anticipo para apartar tu fecha.",
    accepted: "Aceptaste la cotización: paga el anticipo para apartar tu fecha.",
    confirmed: "Tu fecha está confirmada. ¡Gracias!",
    balance_due: "Ya puedes pagar el saldo: aquí mismo, o en el mostrador cuando recojas.",
    paid: "Todo está pagado. ¡Nos vemos el día del evento!",
    fulfilled: "¡Gracias por invitarnos a tu evento!",
    closed: "¡Gracias por invitarnos a tu evento!",
    declined: "No pudimos tomar este evento. Llámanos y lo platicamos.",
    expired: "Esta cotización venció. Llámanos y te mandamos una nueva.",
    cancelled: "Este evento está cancelado.",
    no_show: "No coincidimos el día del evento. Llámanos si podemos ayudarte en algo.",
  },
  event: "Tu evento",
  when: "Fecha y hora",
  guests: "Invitados",
  style: "Tipo de servicio",
  fulfilment: "Recoger o entrega a domicilio",
  address: "Dirección de entrega",
  request: "Lo que nos pediste",
  noWishes: "No elegiste nada del menú: revisa tus notas.",
  quoteHeading: (version: number) => `Tu cotización (versión ${version})`,
  noQuote: "Estamos preparando tu cotización y te avisamos por correo cuando esté lista.",
  item: "Producto",
  quantity: "Cantidad",
  unitPrice: "Precio",
  lineTotal: "Importe",
  weighed: (quantity: string) => `pesado: ${quantity}`,
  byWeight: "Precio por peso: se pesa el día del evento",
  subtotal: "Subtotal",
  serviceFee: "Cargo por servicio",
  deliveryFee: "Costo de envío",
  tax: "Impuesto",
  total: "Total",
  deposit: (percent: number) => `Anticipo (${percent} %)`,
  note: "Una nota de nuestra parte",
  terms: {
    heading: "Las condiciones",
    deposit: (percent: number) => `Un anticipo del ${percent} % del total aparta tu fecha. Se descuenta de tu total.`,
    balance: (days: number) =>
      days === 0 ? "El saldo se paga el día del evento." : `El saldo se paga ${days === 1 ? "1 día" : `${days} días`} antes del evento.`,
    balanceOn: (date: string) => `Para este evento: a más tardar el ${date}.`,
    weighing:
      "La carne que se vende por libra se pesa el día del evento: el saldo se ajusta a lo que pesó, y si pagaste de más, te lo devolvemos.",
    cancellation: "Si cancelas:",
    tier: (minDays: number, share: string) => `Con ${minDays === 1 ? "1 día" : `${minDays} días`} o más de anticipación: ${share}`,
    share: (percent: number) =>
      percent >= 100
        ? "te devolvemos todo el anticipo"
        : percent === 50
          ? "te devolvemos la mitad"
          : percent <= 0
            ? "no se devuelve nada"
            : `te devolvemos el ${percent} %`,
    under: (minDays: number) => `Con menos de ${minDays === 1 ? "1 día" : `${minDays} días`}: el anticipo no se devuelve.`,
    noRefund: "El anticipo no se devuelve.",
    beyondDeposit: "Lo que hayas pagado además del anticipo se te devuelve completo.",
    validity: (days: number, date: string) => `Esta cotización es válida por ${days === 1 ? "1 día" : `${days} días`}: hasta el ${date}.`,
  },
  payments: {
    heading: "Pagos",
    none: "Todavía no hay pagos.",
    kind: "Pago",
    amount: "Monto",
    date: "Fecha",
    status: "Estado",
    statuses: {
      open: "Esperando el pago",
      paid: "Pagado",
      expired: "Vencido",
      pending: "En proceso",
      done: "Hecho",
      failed: "Falló",
    },
  },
  money: {
    heading: "Tu cuenta",
    total: "Total",
    paid: "Pagado",
    refunded: "Reembolsado",
    owed: "Por pagar",
    paidOver: "Pagaste de más: te lo devolvemos",
  },
  actions: {
    heading: "Lo que sigue",
    acceptTerms: "Leí y acepto las condiciones",
    accept: (amount: string) => `Aceptar y pagar el anticipo (${amount})`,
    payDeposit: (amount: string) => `Pagar el anticipo (${amount})`,
    payBalance: (amount: string) => `Pagar el saldo (${amount})`,
    redirecting: "Te llevamos a la página de pago...",
    cancel: "Cancelar el evento",
    cancelTitle: "¿Cancelar tu evento?",
    cancelRefund: (amount: string, percent: number) =>
      `Según nuestras condiciones, te devolvemos ${amount} (el ${percent} % del anticipo).`,
    cancelNothingBack: "Según nuestras condiciones, no se devuelve nada de lo que pagaste.",
    cancelNothingPaid: "No has pagado nada, así que no se te cobra nada.",
    keep: "Conservar mi evento",
    confirmCancel: "Sí, cancelarlo",
    cancelling: "Cancelando...",
    cancelled: "Tu evento está cancelado. Si hay reembolso, vuelve a tu tarjeta en unos días.",
    failure: "Algo salió mal. Inténtalo de nuevo o llámanos.",
  },
  paid: {
    recording: "Gracias: estamos registrando tu pago.",
    recorded: "Gracias: tu pago quedó registrado.",
    slow: "Tu pago está tardando un poco en aparecer aquí. Te mandamos un correo en cuanto quede registrado.",
  },
  questions: "¿Preguntas? Llámanos al",
};
