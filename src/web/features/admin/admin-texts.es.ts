/**
 * The admin area's words in Spanish: the same catalogues as admin-texts.en.ts, read with
 * useTexts. The admin layout imports this module or its English twin (admin-texts.en.ts) on
 * demand, so an admin page downloads one language only (ADR 0015).
 */
export { adminTexts } from "@shared/texts/es/admin";
export { aiTexts } from "@shared/texts/es/ai";
export { authTexts } from "@shared/texts/es/auth";
export { blogAdminTexts } from "@shared/texts/es/blog-admin";
export { cateringAdminTexts } from "@shared/texts/es/catering-admin";
export { cateringErrorTexts, cateringNoteTexts } from "@shared/texts/es/catering-errors";
export { cateringWordTexts } from "@shared/texts/es/catering-words";
export { dashboardTexts } from "@shared/texts/es/dashboard";
export { errorTexts } from "@shared/texts/es/errors";
export { giftCardErrorTexts, promoErrorTexts } from "@shared/texts/es/gift-card-errors";
export { giftCardsAdminTexts } from "@shared/texts/es/gift-cards-admin";
export { imageTexts } from "@shared/texts/es/images";
export { kitchenTexts } from "@shared/texts/es/kitchen";
export { menuAdminTexts } from "@shared/texts/es/menu-admin";
export { messagesTexts } from "@shared/texts/es/messages";
export { orderingAdminTexts } from "@shared/texts/es/ordering-admin";
export { ordersAdminTexts } from "@shared/texts/es/orders-admin";
export { ordersTexts } from "@shared/texts/es/orders";
export { reportsAdminTexts } from "@shared/texts/es/reports-admin";
export { promosAdminTexts } from "@shared/texts/es/promos-admin";
export { teamTexts } from "@shared/texts/es/team";
