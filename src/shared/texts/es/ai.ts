import type { Catalog } from "../../core/i18n";
import type { aiTexts as english } from "../ai";

/** Las palabras de «Mejorar con IA» en el editor del blog. */
export const aiTexts = {
  enhance: "Mejorar con IA",
  enhancing: "Mejorando...",
  typing: "Escribiendo...",
  showAll: "Mostrar todo ya",
  notConfigured: "Mejorar con IA está desactivado: la tienda no tiene configurado un servicio de IA (AI_BASE_URL y AI_MODEL).",
  hint: "Mejora la redacción y la fluidez; conserva tus datos, enlaces y formato.",
  translate: "Borrador en español con IA",
  translating: "Preparando el español...",
  translateHint: "Prepara un borrador en español a partir del inglés para que lo revises; no se guarda nada hasta que guardes.",
  errors: {
    emptyContent: "Primero escribe algo de contenido",
    failed: "No se pudo mejorar el contenido",
    tooLong: "La entrada es demasiado larga para mejorarla (máximo 20,000 caracteres)",
    tooManyRequests: "Demasiadas solicitudes para mejorar. Espera un minuto.",
    translateFailed: "No se pudo preparar el borrador en español",
    translateTooLong: "Es demasiado texto para traducir de una vez (máximo 20,000 caracteres)",
    nothingToTranslate: "Primero escribe el texto en inglés",
    translateTooManyRequests: "Demasiados borradores en español. Espera un minuto.",
    translateTo: "Solo se puede traducir al español (es)",
  },
  toasts: {
    enhanced: "El contenido se mejoró correctamente",
    translated: "El borrador en español está listo: revísalo y luego guarda",
  },
} as const satisfies Catalog<typeof english>;
