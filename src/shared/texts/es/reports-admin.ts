import type { Catalog } from "../../core/i18n";
import type { reportsAdminTexts as english } from "../reports-admin";

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Las palabras de los reportes del dueño (/admin/reports): el periodo, las cifras, las tablas de las gráficas y el CSV. */
export const reportsAdminTexts: Catalog<typeof english> = {
  title: "Reportes",
  subtitle: "Lo que la tienda cobró, vendió y debe en las fechas que elijas. Todas las fechas son las de la tienda.",
  errors: {
    dateInvalid: "Escribe una fecha válida",
    rangeBackwards: "La primera fecha debe ser igual o anterior a la última",
    rangeTooLong: (days: number) => `Elige un periodo de ${days} días como máximo`,
  },
  loadFailed: "No se pudo cargar el reporte",
  retry: "Intentar de nuevo",
  updating: "Actualizando el reporte…",
  empty: "No hubo ventas en este periodo",
  emptyHint: "No se vendió, cobró ni reembolsó nada en estas fechas. Prueba otro periodo.",
  none: "—",
  showTable: "Ver tabla",
  hideTable: "Ocultar tabla",

  range: {
    label: "Fechas y agrupación",
    quickPicks: "Periodos rápidos",
    picks: {
      today: "Hoy",
      this_week: "Esta semana",
      this_month: "Este mes",
      last_30_days: "Últimos 30 días",
      this_year: "Este año",
    },
    from: "Desde",
    to: "Hasta",
    apply: "Aplicar",
    bucket: "Agrupar por",
    buckets: { day: "Día", week: "Semana", month: "Mes" },
    compare: "Comparar con",
    comparisons: { year: "Un año antes", week: "Una semana antes" },
    showing: (range: string) => `Mostrando ${range}`,
    against: (range: string, comparison: string) => `Comparado con ${range}, ${comparison}`,
    timeZone: (zone: string) => `Fechas y horas en la zona horaria de la tienda (${zone}).`,
  },
  comparisons: { year: "un año antes", week: "una semana antes" },

  headline: {
    heading: "Resumen",
    revenue: "Ingresos",
    revenueHint: "Dinero cobrado: pagos con tarjeta ya cobrados, efectivo y tarjetas de regalo",
    refunds: "Reembolsos",
    net: "Neto",
    orders: "Pedidos",
    average: "Pedido promedio",
    change: (percent: string, comparison: string) => `${percent} respecto a ${comparison}`,
    noChange: (comparison: string) => `Sin cambio respecto a ${comparison}`,
    nothingBefore: (comparison: string) => `Nada que comparar ${comparison}`,
    previous: (comparison: string, value: string) => `${comparison.charAt(0).toUpperCase()}${comparison.slice(1)}: ${value}`,
  },

  revenue: {
    heading: "Ingresos a lo largo del tiempo",
    thisRange: "Este periodo",
    previousRange: (comparison: string) => `${comparison.charAt(0).toUpperCase()}${comparison.slice(1)}`,
    byBucket: { day: "día", week: "semana", month: "mes" },
    summary: (bucket: string, total: string, previousTotal: string, comparison: string) =>
      `Ingresos por ${bucket}: ${total} en total, contra ${previousTotal} ${comparison}`,
    caption: (bucket: string) => `Ingresos por ${bucket}`,
    columns: {
      start: "Desde el",
      captured: "Cobrado",
      refunded: "Reembolsado",
      previous: (comparison: string) => `Cobrado ${comparison}`,
    },
  },

  money: {
    heading: "De dónde vino el dinero",
    methods: {
      caption: "Ingresos por forma de pago",
      method: "Forma de pago",
      amount: "Monto",
      names: {
        card: "Tarjeta en línea",
        cash: "Efectivo",
        card_present: "Tarjeta en el mostrador",
        gift_card: "Tarjeta de regalo",
      },
    },
    channels: {
      caption: "Pedidos e ingresos por canal",
      channel: "Canal",
      orders: "Pedidos",
      amount: "Ingresos",
      names: { web: "Sitio web", phone: "Teléfono", walk_in: "En tienda", catering: "Banquetes" },
    },
    types: {
      caption: "Para recoger y a domicilio",
      type: "Tipo",
      orders: "Pedidos",
      total: "Total",
      names: { pickup: "Para recoger", delivery: "A domicilio" },
    },
  },

  extras: {
    heading: "Propinas, envíos, descuentos y reembolsos",
    caption: "Propinas, costos de envío, descuentos e impuesto de los pedidos hechos en el periodo",
    figure: "Concepto",
    amount: "Monto",
    tips: "Propinas",
    deliveryFees: "Costos de envío",
    discounts: "Descuentos",
    subtotal: "Subtotal de productos",
    tax: "Impuesto sobre ventas",
    refunds: {
      caption: "Reembolsos hechos en el periodo",
      kind: "Reembolso",
      count: "Cantidad",
      amount: "Monto",
      full: "Reembolsos completos",
      partial: "Reembolsos parciales",
    },
  },

  weighing: {
    heading: "Estimado contra pesado",
    hint: "Pedidos pesados en el periodo: lo que se cobró en la báscula contra lo estimado al pagar.",
    orders: "Pedidos pesados",
    estimated: "Total estimado",
    weighed: "Total pesado",
    difference: "Diferencia",
    up: "Subieron",
    down: "Bajaron",
    more: "La báscula dejó más de lo estimado.",
    less: "La báscula dejó menos de lo estimado.",
    same: "La báscula coincidió con lo estimado.",
  },

  items: {
    heading: "Lo más vendido",
    summary: (count: number, first: string, sales: string) =>
      `${plural(count, "El producto más vendido", `Los ${count} productos más vendidos`)}; primero ${first} con ${sales}`,
    caption: "Todos los productos vendidos, por ventas",
    item: "Producto",
    choice: "Opción",
    orders: "Pedidos",
    pounds: "Libras",
    pieces: "Piezas",
    sales: "Ventas",
    poundsValue: (pounds: string) => `${pounds} lb`,
    withChoice: (item: string, choice: string) => `${item} — ${choice}`,
    empty: "No se vendieron productos en este periodo.",
  },

  slots: {
    heading: "Uso de horarios",
    hint: "Pedidos por la hora en que se recogen o se entregan. El color muestra qué tan llenos estuvieron los horarios; donde no hay límite, qué tan ocupada estuvo la hora junto a la más ocupada.",
    show: "Mostrar",
    orders: "Pedidos",
    pounds: "Libras",
    caption: (measure: string) => `${measure} por día de la semana y hora`,
    weekday: "Día",
    hour: "Hora",
    weekdays: ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"],
    weekdaysShort: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
    legend: "Qué tan lleno",
    levels: ["Nada", "Hasta 25 %", "De 25 % a 50 %", "De 50 % a 75 %", "75 % o más"],
    tableCaption: "Uso de horarios por día de la semana y hora, con su capacidad",
    columns: {
      weekday: "Día",
      hour: "Hora",
      orders: "Pedidos",
      capacity: "Capacidad de pedidos",
      pounds: "Libras",
      poundsCapacity: "Capacidad en libras",
    },
    noLimit: "Sin límite",
    empty: "No hubo pedidos para recoger ni a domicilio en este periodo.",
  },

  preorders: {
    heading: "Pedidos anticipados para las fiestas",
    hint: "La lista de preparación de los productos que se piden por anticipado, por fecha de entrega.",
    caption: (date: string) => `Para recoger el ${date}`,
    item: "Producto",
    choice: "Opción",
    orders: "Pedidos",
    pounds: "Libras",
    pieces: "Piezas",
    empty: "No hay pedidos anticipados para recoger en este periodo.",
  },

  customers: {
    heading: "Clientes nuevos y recurrentes",
    newCustomers: "Clientes nuevos",
    newOrders: "Pedidos de clientes nuevos",
    returningOrders: "Pedidos de clientes recurrentes",
  },

  giftCards: {
    heading: "Tarjetas de regalo",
    sold: "Vendidas",
    soldValue: (count: number, amount: string) => `${plural(count, "1 tarjeta", `${count} tarjetas`)}, ${amount}`,
    redeemed: "Canjeado en pedidos",
    refunded: "Reembolsado a tarjetas",
    promotional: "Regalado",
    liability: (date: string) => `Saldo pendiente en tarjetas al cierre del ${date}`,
  },

  promos: {
    heading: "Códigos de promoción",
    caption: "Códigos de promoción usados en el periodo",
    code: "Código",
    uses: "Usos",
    cost: "Descuento dado",
    empty: "No se usaron códigos de promoción en este periodo.",
  },

  catering: {
    heading: "Banquetes",
    events: "Eventos con cobros",
    deposits: "Anticipos",
    balances: "Saldos",
    refunds: "Reembolsos",
    owed: "Por cobrar",
  },

  csv: {
    heading: "Descargas para el contador",
    orders: "Una fila por pedido (CSV)",
    payments: "Una fila por pago (CSV)",
    hint: "La primera fila del archivo nombra sus columnas. El dinero va en dólares; las fechas y horas son las de la tienda.",
    range: (range: string) => `Periodo: ${range}.`,
  },
};
