import type { Catalog } from "../../core/i18n";
import type { imageTexts as english } from "../images";

/** Las palabras para subir imágenes en la administración. */
export const imageTexts = {
  upload: "Subir imagen",
  replace: "Cambiar imagen",
  remove: "Quitar imagen",
  uploading: "Subiendo...",
  hint: "JPEG, PNG, WebP, GIF o AVIF, de menos de 5MB.",
  preview: "Imagen actual",
  errors: {
    notAnImage: "Selecciona un archivo de imagen",
    noSuchStore: "Ese almacén de imágenes no existe.",
    httpUrl: "Usa una dirección https:// (los navegadores bloquean las imágenes http en este sitio)",
    tooLarge: "La imagen debe pesar menos de 5MB",
    tooManyPixels: "Esta imagen es demasiado grande para procesarla (más de 50 megapíxeles)",
    unreadable: "Este archivo de imagen está dañado o no se puede leer",
    notOurs: "Esa imagen no es una de las que subió la tienda",
    stillUsed: "Esa imagen todavía se usa en un artículo o una entrada guardados",
  },
  toasts: {
    uploaded: "La imagen se subió correctamente",
    removed: "La imagen se quitó correctamente",
    uploadFailed: "No se pudo subir la imagen",
    removeFailed: "No se pudo quitar la imagen",
  },
} as const satisfies Catalog<typeof english>;
