import type { Catalog } from "../../core/i18n";
import type { loadingTexts as english } from "../loading";

/** Los avisos de carga de las páginas que esperan una consulta. */
export const loadingTexts = {
  menuItems: "Cargando el menú...",
  posts: "Cargando entradas...",
  post: "Cargando la entrada...",
} as const satisfies Catalog<typeof english>;
