import type { Catalog } from "../../core/i18n";
import type { footerTexts as englishFooter, layoutTexts as english } from "../layout";

/** Las palabras del diseño público en español: encabezado, pie de página y la página 404. */
export const layoutTexts = {
  nav: [
    { label: "Inicio", to: "/" },
    { label: "Menú", to: "/menu" },
    { label: "Nosotros", to: "/about" },
    { label: "Blog", to: "/blog" },
    { label: "Contacto", to: "/contact" },
  ],
  skipToContent: "Saltar al contenido",
  mainNavigation: "Navegación principal",
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",

  cart: "Carrito",
  cartWithCount: (count: number) => `Carrito, ${count} ${count === 1 ? "artículo" : "artículos"}`,
  signIn: "Iniciar sesión",
  signOut: "Cerrar sesión",
  signedOut: "Cerraste sesión",
  signOutFailed: "No se pudo cerrar la sesión",
  dashboard: "Panel",
  toasts: "Notificaciones",
  closeToast: "Cerrar aviso",
  notFound: {
    title: "Página no encontrada",
    body: "La página que buscas no existe o se cambió de lugar.",
    home: "Ir al inicio",
    menu: "Ver el menú",
  },
  requestFailed: (status: number) => `La solicitud falló (${status})`,
  error: {
    title: "Algo salió mal",
    body: "No pudimos cargar esta página. Inténtalo de nuevo en un momento.",
  },
} as const satisfies Catalog<typeof english>;

/** Las palabras del pie de página y del aviso «Ordena ahora» del inicio: HTML que escribe el servidor. */
export const footerTexts = {
  orderNow: "Ordena ahora",
  contact: "Contacto",
  hours: "Horario",
  quickLinks: "Enlaces rápidos",
  catering: "Banquetes",
  giftCards: "Tarjetas de regalo",
  followUs: "Síguenos",
  rights: (brand: string, year: number) => `© ${year} ${brand}. Todos los derechos reservados.`,
} as const satisfies Catalog<typeof englishFooter>;
