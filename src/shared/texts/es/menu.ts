import type { Catalog } from "../../core/i18n";
import type { PriceUnit } from "../../menu/menu";
import type { menuTexts as english } from "../menu";

/** Las palabras de la tarjeta de cada producto, en el menú y en los destacados del inicio. */
export const menuTexts = {
  addToCart: "Agregar al carrito",
  addedToCart: (name: string, quantity: string, unit: PriceUnit) =>
    unit === "lb" ? `Agregaste ${quantity} de ${name} a tu carrito` : `Agregaste ${quantity} × ${name} a tu carrito`,
  addFailed: "No se pudo agregar a tu carrito. Revisa tu conexión e inténtalo de nuevo.",
  unavailable: "No disponible por ahora",
  quantity: "Cantidad",
  increaseQuantity: "Aumentar cantidad",
  decreaseQuantity: "Disminuir cantidad",
  perUnit: { each: "", lb: "/lb" },
  perUnitLabel: { each: "por pieza", lb: "por libra" },
  pricedByWeight: "Por peso: se cobra según lo que pese",
  optional: "opcional",
  noChoice: "Ninguno",
  upTo: (max: number) => `hasta ${max}`,
  chooseFirst: (group: string, min: number) =>
    min > 1 ? `Elige al menos ${min}: ${group}.` : `Elige una opción de ${group.toLowerCase()}.`,
} as const satisfies Catalog<typeof english>;
