import type { Locale } from "@shared/core/i18n";
import type { Texts } from "~/lib/texts";

/** The catalogues the admin area reads, in one language (admin-texts.en.ts, admin-texts.es.ts). */
export interface AdminTexts {
  adminTexts: Texts<"adminTexts">;
  aiTexts: Texts<"aiTexts">;
  authTexts: Texts<"authTexts">;
  blogAdminTexts: Texts<"blogAdminTexts">;
  cateringAdminTexts: Texts<"cateringAdminTexts">;
  cateringErrorTexts: Texts<"cateringErrorTexts">;
  cateringNoteTexts: Texts<"cateringNoteTexts">;
  cateringWordTexts: Texts<"cateringWordTexts">;
  dashboardTexts: Texts<"dashboardTexts">;
  errorTexts: Texts<"errorTexts">;
  giftCardErrorTexts: Texts<"giftCardErrorTexts">;
  giftCardsAdminTexts: Texts<"giftCardsAdminTexts">;
  imageTexts: Texts<"imageTexts">;
  menuAdminTexts: Texts<"menuAdminTexts">;
  messagesTexts: Texts<"messagesTexts">;
  orderingAdminTexts: Texts<"orderingAdminTexts">;
  ordersAdminTexts: Texts<"ordersAdminTexts">;
  ordersTexts: Texts<"ordersTexts">;
  promoErrorTexts: Texts<"promoErrorTexts">;
  promosAdminTexts: Texts<"promosAdminTexts">;
  reportsAdminTexts: Texts<"reportsAdminTexts">;
  teamTexts: Texts<"teamTexts">;
  kitchenTexts: Texts<"kitchenTexts">;
}

/**
 * The admin's words in `locale`, fetched on demand: each language is a chunk of its own, so
 * the English admin never downloads the Spanish words nor the reverse. Both modules must
 * export every catalogue above (tsc checks it here).
 */
export async function loadAdminTexts(locale: Locale): Promise<AdminTexts> {
  const texts: AdminTexts = locale === "es" ? await import("./admin-texts.es") : await import("./admin-texts.en");
  return { ...texts };
}
