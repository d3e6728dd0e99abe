import type { Catalog } from "../../core/i18n";
import type { dashboardTexts as english } from "../dashboard";

/** Las palabras del panel de administración. */
export const dashboardTexts = {
  heading: "Panel",
  loadFailed: "No se pudo cargar el panel",
  cards: {
    totalOrders: {
      label: "Pedidos totales",
      caption:
        "Pedidos pagados y pedidos con retención en tarjeta, sin importar su estado; no se cuentan los que no se terminaron de pagar.",
    },
    totalRevenue: {
      label: "Ingresos totales",
      caption: "Dinero cobrado, impuestos incluidos. Una retención en tarjeta se suma cuando se cobra.",
    },
    pendingOrders: { label: "Pedidos pendientes", caption: "Pedidos pagados o con retención que esperan a la cocina." },
    tipsToday: {
      label: "Propinas de hoy",
      caption: "Propinas de los pedidos de hoy pagados o con retención; no se cuentan los cancelados.",
    },
    unreadMessages: {
      label: "Mensajes sin leer",
      caption: "Mensajes del formulario de contacto que no se han leído y correos marcados como no leídos.",
    },
    awaitingWeighing: {
      label: "Por pesar",
      caption: (orders: number) =>
        orders === 1
          ? "Retenido en la tarjeta de 1 pedido hasta que se pesen sus cortes; todavía no es ingreso."
          : `Retenido en las tarjetas de ${orders} pedidos hasta que se pesen sus cortes; todavía no es ingreso.`,
    },
  },
  holds: {
    soon: {
      heading: "Retenciones por vencer",
      intro: (hours: number) => `Retenciones en tarjeta que vencen en las próximas ${hours} horas: pesa y cobra estos pedidos primero.`,
      empty: (hours: number) => `Ninguna retención en tarjeta vence en las próximas ${hours} horas.`,
      when: (when: string) => `Vence: ${when}`,
    },
    expired: {
      heading: "Retención vencida: cobrar al recoger",
      intro: "Ya no se puede cobrar a la tarjeta de estos pedidos: el cliente paga cuando recoja su pedido.",
      empty: "No hay retenciones vencidas.",
      when: (when: string) => `Venció: ${when}`,
    },
    open: "Abrir pedido",
    openLabel: (customer: string, shortId: string) => `Abrir pedido #${shortId} de ${customer}`,
  },
} as const satisfies Catalog<typeof english>;
