/**
 * The admin area's words in English: every catalogue its pages and components read with
 * useTexts. The admin layout imports this module or its Spanish twin (admin-texts.es.ts) on
 * demand, so an admin page downloads one language only (ADR 0015).
 */
export { adminTexts } from "@shared/texts/admin";
export { aiTexts } from "@shared/texts/ai";
export { authTexts } from "@shared/texts/auth";
export { blogAdminTexts } from "@shared/texts/blog-admin";
export { cateringAdminTexts } from "@shared/texts/catering-admin";
export { cateringErrorTexts, cateringNoteTexts } from "@shared/texts/catering-errors";
export { cateringWordTexts } from "@shared/texts/catering-words";
export { dashboardTexts } from "@shared/texts/dashboard";
export { errorTexts } from "@shared/texts/errors";
export { giftCardErrorTexts, promoErrorTexts } from "@shared/texts/gift-card-errors";
export { giftCardsAdminTexts } from "@shared/texts/gift-cards-admin";
export { imageTexts } from "@shared/texts/images";
export { kitchenTexts } from "@shared/texts/kitchen";
export { menuAdminTexts } from "@shared/texts/menu-admin";
export { messagesTexts } from "@shared/texts/messages";
export { orderingAdminTexts } from "@shared/texts/ordering-admin";
export { ordersAdminTexts } from "@shared/texts/orders-admin";
export { ordersTexts } from "@shared/texts/orders";
export { reportsAdminTexts } from "@shared/texts/reports-admin";
export { promosAdminTexts } from "@shared/texts/promos-admin";
export { teamTexts } from "@shared/texts/team";
