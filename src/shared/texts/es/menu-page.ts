import type { Catalog } from "../../core/i18n";
import type { menuPageTexts as english } from "../menu-page";

/** Las palabras de la página del menú alrededor de sus tarjetas. */
export const menuPageTexts = {
  pageTitle: "Menú",
  heading: "Nuestro menú",
  intro: "Cortes frescos de nuestra carnicería y platillos de nuestra cocina, por libra o por plato.",
  allItems: "Todo",
  // loadingTexts.menuItems, repeated: importing that module makes it a chunk of its own on every page (ADR 0008).
  loading: "Cargando el menú...",
  empty: "No hay productos en esta categoría.",
  categoriesLabel: "Filtrar por categoría",
  preorders: "Pedidos anticipados para las fiestas",
} as const satisfies Catalog<typeof english>;
