import type { Catalog } from "../../core/i18n";
import type { errorTexts as english } from "../errors";

/** Las respuestas de error que cualquier ruta puede dar; el navegador decide por el código, no por estas palabras. */
export const errorTexts = {
  signInFirst: "Primero inicia sesión.",
  forbidden: "No tienes permiso para hacer esto.",
  invalidRequest: "La solicitud no es válida.",
  invalidId: "El id no es válido.",
  slugInvalid: "Usa solo letras minúsculas, números y guiones sencillos",
  choose: (values: readonly string[]) => `Elige una de estas opciones: ${values.join(", ")}.`,
  refundAmountOrLines: "Reembolsa una cantidad o líneas completas, no las dos cosas.",
  limit: {
    notANumber: "El parámetro limit debe ser un número.",
    notWhole: "El parámetro limit debe ser un número entero.",
    tooSmall: "El parámetro limit debe ser al menos 1.",
    tooLarge: (max: number) => `El parámetro limit debe ser como máximo ${max}.`,
  },
  cursorInvalid: "El parámetro cursor debe ser el nextCursor de una página anterior.",
  notFound: "No se encontró.",
  noSuchApiRoute: "Esa ruta de la API no existe.",
  bodyTooLarge: "El cuerpo de la solicitud es demasiado grande.",
  nulCharacter: "La solicitud contiene un carácter NUL.",
  crossOrigin: "Esta solicitud no vino de las páginas de la tienda.",
  internal: "Algo salió mal de nuestro lado. Inténtalo de nuevo.",
  validation: {
    invalidType: (expected: string) => `Valor no válido: se esperaba ${expected}`,
    invalidValue: (values: readonly string[]) => `Opción no válida: se esperaba una de ${values.join("|")}`,
    tooSmall: (minimum: number) => `Demasiado pequeño: se esperaba al menos ${minimum}`,
    tooBig: (maximum: number) => `Demasiado grande: se esperaba como máximo ${maximum}`,
    invalidFormat: (format: string) => `Formato no válido: ${format}`,
    notMultipleOf: (divisor: number) => `Número no válido: debe ser múltiplo de ${divisor}`,
    unrecognizedKeys: (keys: readonly string[]) => `Campos no reconocidos: ${keys.join(", ")}`,
    invalidKey: "Clave no válida",
    invalidElement: "Valor no válido",
    invalidUnion: "Valor no válido",
    custom: "Valor no válido",
  },
} as const satisfies Catalog<typeof english>;
