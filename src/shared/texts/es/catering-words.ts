import type { Catalog } from "../../core/i18n";
import type { cateringWordTexts as english } from "../catering-words";

export const cateringWordTexts: Catalog<typeof english> = {
  status: {
    requested: "Solicitado",
    quoted: "Cotizado",
    accepted: "Aceptado",
    confirmed: "Confirmado",
    balance_due: "Saldo pendiente",
    paid: "Pagado",
    fulfilled: "Entregado",
    closed: "Cerrado",
    declined: "Rechazado",
    expired: "Cotización vencida",
    cancelled: "Cancelado",
    no_show: "No se presentó",
  },
  style: {
    drop_off: "Charolas para servir",
    taco_bar: "Barra de tacos",
    taquero: "Taquero en el lugar",
  },
  fulfilment: { pickup: "Recoger en la tienda", delivery: "Entrega a domicilio" },
  payment: {
    deposit: "Anticipo",
    balance: "Saldo",
    counter: "Pagado en el mostrador",
    refund: "Reembolso",
  },
  method: { cash: "efectivo", card: "tarjeta" },
  tentative: "Tentativo",
  guests: (count: number) => `${count} invitados`,
  reference: (reference: string) => `Banquete ${reference}`,
};
