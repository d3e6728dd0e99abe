/**
 * The name of every texts catalogue and its English shape (types only: importing this module
 * costs no bytes). Pages receive the catalogues of their language from their route's `handle`
 * (`web/lib/texts.tsx`); the server holds both languages (`texts/registry.server.ts`).
 */
import type { aboutTexts } from "./about";
import type { adminTexts } from "./admin";
import type { aiTexts } from "./ai";
import type { authTexts } from "./auth";
import type { blogAdminTexts } from "./blog-admin";
import type { blogTexts } from "./blog";
import type { cartTexts } from "./cart";
import type { checkoutErrorTexts } from "./checkout-errors";
import type { checkoutSummaryTexts } from "./checkout-summary";
import type { checkoutTexts } from "./checkout";
import type { contactTexts } from "./contact";
import type { dashboardTexts } from "./dashboard";
import type { errorTexts } from "./errors";
import type { homeSectionTexts, homeTexts } from "./home";
import type { hoursTexts } from "./hours";
import type { imageTexts } from "./images";
import type { footerTexts, layoutTexts } from "./layout";
import type { loadingTexts } from "./loading";
import type { authMailTexts, devMailboxTexts, orderMailTexts } from "./mail";
import type { menuAdminTexts } from "./menu-admin";
import type { menuPageTexts } from "./menu-page";
import type { menuTexts } from "./menu";
import type { messagesTexts } from "./messages";
import type { orderSuccessTexts } from "./order-success";
import type { orderingAdminTexts } from "./ordering-admin";
import type { orderingTexts } from "./ordering";
import type { orderErrorTexts, orderHistoryNotes, ordersAdminTexts } from "./orders-admin";
import type { ordersTexts } from "./orders";
import type { smsTexts } from "./sms";
import type { kitchenTexts } from "./kitchen";
import type { cateringTexts } from "./catering";
import type { cateringQuoteTexts } from "./catering-quote";
import type { cateringAdminTexts } from "./catering-admin";
import type { cateringErrorTexts, cateringNoteTexts } from "./catering-errors";
import type { cateringMailTexts } from "./catering-mail";
import type { cateringWordTexts } from "./catering-words";
import type { teamTexts } from "./team";
import type { paymentProblemTexts, payPageTexts, sandboxPageTexts, webhookTexts } from "./payments";

export interface TextsByName {
  aboutTexts: typeof aboutTexts;
  adminTexts: typeof adminTexts;
  aiTexts: typeof aiTexts;
  authTexts: typeof authTexts;
  blogAdminTexts: typeof blogAdminTexts;
  blogTexts: typeof blogTexts;
  cartTexts: typeof cartTexts;
  checkoutErrorTexts: typeof checkoutErrorTexts;
  checkoutTexts: typeof checkoutTexts;
  checkoutSummaryTexts: typeof checkoutSummaryTexts;
  contactTexts: typeof contactTexts;
  dashboardTexts: typeof dashboardTexts;
  errorTexts: typeof errorTexts;
  homeTexts: typeof homeTexts;
  homeSectionTexts: typeof homeSectionTexts;
  hoursTexts: typeof hoursTexts;
  imageTexts: typeof imageTexts;
  layoutTexts: typeof layoutTexts;
  footerTexts: typeof footerTexts;
  loadingTexts: typeof loadingTexts;
  orderMailTexts: typeof orderMailTexts;
  authMailTexts: typeof authMailTexts;
  devMailboxTexts: typeof devMailboxTexts;
  menuAdminTexts: typeof menuAdminTexts;
  menuTexts: typeof menuTexts;
  menuPageTexts: typeof menuPageTexts;
  messagesTexts: typeof messagesTexts;
  orderSuccessTexts: typeof orderSuccessTexts;
  orderingAdminTexts: typeof orderingAdminTexts;
  orderingTexts: typeof orderingTexts;
  ordersAdminTexts: typeof ordersAdminTexts;
  orderHistoryNotes: typeof orderHistoryNotes;
  orderErrorTexts: typeof orderErrorTexts;
  ordersTexts: typeof ordersTexts;
  sandboxPageTexts: typeof sandboxPageTexts;
  webhookTexts: typeof webhookTexts;
  paymentProblemTexts: typeof paymentProblemTexts;
  payPageTexts: typeof payPageTexts;
  smsTexts: typeof smsTexts;
  teamTexts: typeof teamTexts;
  kitchenTexts: typeof kitchenTexts;
  cateringTexts: typeof cateringTexts;
  cateringQuoteTexts: typeof cateringQuoteTexts;
  cateringAdminTexts: typeof cateringAdminTexts;
  cateringErrorTexts: typeof cateringErrorTexts;
  cateringNoteTexts: typeof cateringNoteTexts;
  cateringMailTexts: typeof cateringMailTexts;
  cateringWordTexts: typeof cateringWordTexts;
}

export type TextsName = keyof TextsByName;
