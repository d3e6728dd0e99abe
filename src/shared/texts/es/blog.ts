import type { Catalog } from "../../core/i18n";
import type { blogTexts as english } from "../blog";

/** Las palabras de las páginas del blog: la lista de entradas y cada entrada. */
export const blogTexts = {
  pageTitle: "Blog",
  metaDescription: "Lee lo más reciente de nuestro blog: cocina mexicana, consejos para cocinar y noticias del restaurante.",
  heading: "Nuestro blog",
  subtitle: "Historias, recetas y noticias de nuestra cocina a la tuya",
  // loadingTexts.posts, repeated: importing that module makes it a chunk of its own on every page (ADR 0008).
  loading: "Cargando entradas...",
  empty: "Por ahora no hay entradas en el blog.",
  readMore: "Leer más →",
  backToBlog: "Volver al blog",
  publishedOn: "Publicado el",
  byAuthor: (name: string) => `Por ${name}`,
  notFound: {
    title: "Entrada no encontrada",
    body: "La entrada que buscas no existe o ya se eliminó.",
  },
} as const satisfies Catalog<typeof english>;
