import type { Catalog } from "../../core/i18n";
import type { adminTexts as english } from "../admin";
import { ordersTexts } from "./orders";

/** Las palabras del marco del área de administración: barra lateral, cerrar sesión, indicador en vivo. */
export const adminTexts = {
  title: "Administración",
  navigation: "Navegación de administración",
  sections: {
    dashboard: "Panel",
    menu: "Artículos del menú",
    orders: "Pedidos",
    messages: "Mensajes",
    blog: "Blog",
    ordering: "Ajustes de pedidos",
    kitchen: "Cocina",
    team: "Equipo",
    giftCards: "Tarjetas de regalo",
    promos: "Promociones",
    reports: "Reportes",
  },
  backToWebsite: "Volver al sitio web",
  signOut: "Cerrar sesión",
  signedOut: "Cerraste sesión",
  signOutFailed: "No se pudo cerrar la sesión",
  toasts: "Notificaciones",
  closeToast: "Cerrar aviso",
  requestFailed: (status: number) => `La solicitud falló (${status})`,
  signedInAs: (email: string) => `Sesión iniciada como ${email}`,
  loading: "Cargando...",
  close: "Cerrar",
  cancel: "Cancelar",
  unreadBadge: (count: number) => `${count} sin leer`,
  unreadSuffix: "sin leer",
  live: "Actualizaciones en vivo activadas",
  reconnecting: "Reconectando…",
  sessionEnded: ordersTexts.sessionEnded,
} as const satisfies Catalog<typeof english>;
