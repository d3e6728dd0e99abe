/**
 * Both languages' catalogues, for the server: e-mails in the order's language, API answers in the
 * request's, pages' server-rendered parts (footer, home sections) in the page's. The `.server`
 * name keeps it out of the browser: a page ships only its own language's words (ADR 0015).
 */
import type { Catalog, Locale } from "../core/i18n";
import type { TextsByName } from "./index";
import { aboutTexts } from "./about";
import { adminTexts } from "./admin";
import { aiTexts } from "./ai";
import { authTexts } from "./auth";
import { blogAdminTexts } from "./blog-admin";
import { blogTexts } from "./blog";
import { cartTexts } from "./cart";
import { checkoutErrorTexts } from "./checkout-errors";
import { checkoutSummaryTexts } from "./checkout-summary";
import { checkoutTexts } from "./checkout";
import { contactTexts } from "./contact";
import { dashboardTexts } from "./dashboard";
import { errorTexts } from "./errors";
import { homeTexts, homeSectionTexts } from "./home";
import { hoursTexts } from "./hours";
import { imageTexts } from "./images";
import { footerTexts, layoutTexts } from "./layout";
import { loadingTexts } from "./loading";
import { orderMailTexts, authMailTexts, devMailboxTexts } from "./mail";
import { menuAdminTexts } from "./menu-admin";
import { menuPageTexts } from "./menu-page";
import { menuTexts } from "./menu";
import { messagesTexts } from "./messages";
import { orderSuccessTexts } from "./order-success";
import { orderingAdminTexts } from "./ordering-admin";
import { orderingTexts } from "./ordering";
import { ordersAdminTexts, orderHistoryNotes, orderErrorTexts } from "./orders-admin";
import { ordersTexts } from "./orders";
import { smsTexts } from "./sms";
import { smsTexts as smsTextsEs } from "./es/sms";
import { teamTexts } from "./team";
import { teamTexts as teamTextsEs } from "./es/team";
import { kitchenTexts } from "./kitchen";
import { kitchenTexts as kitchenTextsEs } from "./es/kitchen";
import { cateringTexts } from "./catering";
import { cateringTexts as cateringTextsEs } from "./es/catering";
import { cateringQuoteTexts } from "./catering-quote";
import { cateringQuoteTexts as cateringQuoteTextsEs } from "./es/catering-quote";
import { cateringAdminTexts } from "./catering-admin";
import { cateringAdminTexts as cateringAdminTextsEs } from "./es/catering-admin";
import { cateringErrorTexts, cateringNoteTexts } from "./catering-errors";
import { cateringErrorTexts as cateringErrorTextsEs, cateringNoteTexts as cateringNoteTextsEs } from "./es/catering-errors";
import { cateringMailTexts } from "./catering-mail";
import { cateringMailTexts as cateringMailTextsEs } from "./es/catering-mail";
import { cateringWordTexts } from "./catering-words";
import { cateringWordTexts as cateringWordTextsEs } from "./es/catering-words";
import { giftCardErrorTexts, giftCardNoteTexts, promoErrorTexts } from "./gift-card-errors";
import {
  giftCardErrorTexts as giftCardErrorTextsEs,
  giftCardNoteTexts as giftCardNoteTextsEs,
  promoErrorTexts as promoErrorTextsEs,
} from "./es/gift-card-errors";
import { giftCardMailTexts } from "./gift-card-mail";
import { giftCardMailTexts as giftCardMailTextsEs } from "./es/gift-card-mail";
import { giftCardTexts } from "./gift-cards";
import { giftCardTexts as giftCardTextsEs } from "./es/gift-cards";
import { giftCardBalanceTexts } from "./gift-card-balance";
import { giftCardBalanceTexts as giftCardBalanceTextsEs } from "./es/gift-card-balance";
import { giftCardPurchaseTexts } from "./gift-card-purchase";
import { giftCardPurchaseTexts as giftCardPurchaseTextsEs } from "./es/gift-card-purchase";
import { giftCardsAdminTexts } from "./gift-cards-admin";
import { giftCardsAdminTexts as giftCardsAdminTextsEs } from "./es/gift-cards-admin";
import { promosAdminTexts } from "./promos-admin";
import { promosAdminTexts as promosAdminTextsEs } from "./es/promos-admin";
import { reportsAdminTexts } from "./reports-admin";
import { reportsAdminTexts as reportsAdminTextsEs } from "./es/reports-admin";
import { sandboxPageTexts, webhookTexts, paymentProblemTexts, payPageTexts } from "./payments";
import { aboutTexts as aboutTextsEs } from "./es/about";
import { adminTexts as adminTextsEs } from "./es/admin";
import { aiTexts as aiTextsEs } from "./es/ai";
import { authTexts as authTextsEs } from "./es/auth";
import { blogAdminTexts as blogAdminTextsEs } from "./es/blog-admin";
import { blogTexts as blogTextsEs } from "./es/blog";
import { cartTexts as cartTextsEs } from "./es/cart";
import { checkoutErrorTexts as checkoutErrorTextsEs } from "./es/checkout-errors";
import { checkoutSummaryTexts as checkoutSummaryTextsEs } from "./es/checkout-summary";
import { checkoutTexts as checkoutTextsEs } from "./es/checkout";
import { contactTexts as contactTextsEs } from "./es/contact";
import { dashboardTexts as dashboardTextsEs } from "./es/dashboard";
import { errorTexts as errorTextsEs } from "./es/errors";
import { homeTexts as homeTextsEs, homeSectionTexts as homeSectionTextsEs } from "./es/home";
import { hoursTexts as hoursTextsEs } from "./es/hours";
import { imageTexts as imageTextsEs } from "./es/images";
import { footerTexts as footerTextsEs, layoutTexts as layoutTextsEs } from "./es/layout";
import { loadingTexts as loadingTextsEs } from "./es/loading";
import { orderMailTexts as orderMailTextsEs, authMailTexts as authMailTextsEs, devMailboxTexts as devMailboxTextsEs } from "./es/mail";
import { menuAdminTexts as menuAdminTextsEs } from "./es/menu-admin";
import { menuPageTexts as menuPageTextsEs } from "./es/menu-page";
import { menuTexts as menuTextsEs } from "./es/menu";
import { messagesTexts as messagesTextsEs } from "./es/messages";
import { orderSuccessTexts as orderSuccessTextsEs } from "./es/order-success";
import { orderingAdminTexts as orderingAdminTextsEs } from "./es/ordering-admin";
import { orderingTexts as orderingTextsEs } from "./es/ordering";
import {
  ordersAdminTexts as ordersAdminTextsEs,
  orderHistoryNotes as orderHistoryNotesEs,
  orderErrorTexts as orderErrorTextsEs,
} from "./es/orders-admin";
import { ordersTexts as ordersTextsEs } from "./es/orders";
import {
  sandboxPageTexts as sandboxPageTextsEs,
  webhookTexts as webhookTextsEs,
  paymentProblemTexts as paymentProblemTextsEs,
  payPageTexts as payPageTextsEs,
} from "./es/payments";

export type LocaleTexts = { [K in keyof TextsByName]: Catalog<TextsByName[K]> };

const english: LocaleTexts = {
  aboutTexts,
  adminTexts,
  aiTexts,
  authTexts,
  blogAdminTexts,
  blogTexts,
  cartTexts,
  checkoutErrorTexts,
  checkoutTexts,
  checkoutSummaryTexts,
  contactTexts,
  dashboardTexts,
  errorTexts,
  homeTexts,
  homeSectionTexts,
  hoursTexts,
  imageTexts,
  layoutTexts,
  footerTexts,
  loadingTexts,
  orderMailTexts,
  authMailTexts,
  devMailboxTexts,
  menuAdminTexts,
  menuTexts,
  menuPageTexts,
  messagesTexts,
  orderSuccessTexts,
  orderingAdminTexts,
  orderingTexts,
  ordersAdminTexts,
  orderHistoryNotes,
  orderErrorTexts,
  ordersTexts,
  sandboxPageTexts,
  webhookTexts,
  paymentProblemTexts,
  payPageTexts,
  smsTexts,
  teamTexts,
  kitchenTexts,
  cateringTexts,
  cateringQuoteTexts,
  cateringAdminTexts,
  cateringErrorTexts,
  cateringNoteTexts,
  cateringMailTexts,
  cateringWordTexts,
  giftCardErrorTexts,
  promoErrorTexts,
  giftCardNoteTexts,
  giftCardMailTexts,
  giftCardTexts,
  giftCardBalanceTexts,
  giftCardPurchaseTexts,
  giftCardsAdminTexts,
  promosAdminTexts,
  reportsAdminTexts,
};
const spanish: LocaleTexts = {
  aboutTexts: aboutTextsEs,
  adminTexts: adminTextsEs,
  aiTexts: aiTextsEs,
  authTexts: authTextsEs,
  blogAdminTexts: blogAdminTextsEs,
  blogTexts: blogTextsEs,
  cartTexts: cartTextsEs,
  checkoutErrorTexts: checkoutErrorTextsEs,
  checkoutTexts: checkoutTextsEs,
  checkoutSummaryTexts: checkoutSummaryTextsEs,
  contactTexts: contactTextsEs,
  dashboardTexts: dashboardTextsEs,
  errorTexts: errorTextsEs,
  homeTexts: homeTextsEs,
  homeSectionTexts: homeSectionTextsEs,
  hoursTexts: hoursTextsEs,
  imageTexts: imageTextsEs,
  layoutTexts: layoutTextsEs,
  footerTexts: footerTextsEs,
  loadingTexts: loadingTextsEs,
  orderMailTexts: orderMailTextsEs,
  authMailTexts: authMailTextsEs,
  devMailboxTexts: devMailboxTextsEs,
  menuAdminTexts: menuAdminTextsEs,
  menuTexts: menuTextsEs,
  menuPageTexts: menuPageTextsEs,
  messagesTexts: messagesTextsEs,
  orderSuccessTexts: orderSuccessTextsEs,
  orderingAdminTexts: orderingAdminTextsEs,
  orderingTexts: orderingTextsEs,
  ordersAdminTexts: ordersAdminTextsEs,
  orderHistoryNotes: orderHistoryNotesEs,
  orderErrorTexts: orderErrorTextsEs,
  ordersTexts: ordersTextsEs,
  sandboxPageTexts: sandboxPageTextsEs,
  webhookTexts: webhookTextsEs,
  paymentProblemTexts: paymentProblemTextsEs,
  payPageTexts: payPageTextsEs,
  smsTexts: smsTextsEs,
  teamTexts: teamTextsEs,
  kitchenTexts: kitchenTextsEs,
  cateringTexts: cateringTextsEs,
  cateringQuoteTexts: cateringQuoteTextsEs,
  cateringAdminTexts: cateringAdminTextsEs,
  cateringErrorTexts: cateringErrorTextsEs,
  cateringNoteTexts: cateringNoteTextsEs,
  cateringMailTexts: cateringMailTextsEs,
  cateringWordTexts: cateringWordTextsEs,
  giftCardErrorTexts: giftCardErrorTextsEs,
  promoErrorTexts: promoErrorTextsEs,
  giftCardNoteTexts: giftCardNoteTextsEs,
  giftCardMailTexts: giftCardMailTextsEs,
  giftCardTexts: giftCardTextsEs,
  giftCardBalanceTexts: giftCardBalanceTextsEs,
  giftCardPurchaseTexts: giftCardPurchaseTextsEs,
  giftCardsAdminTexts: giftCardsAdminTextsEs,
  promosAdminTexts: promosAdminTextsEs,
  reportsAdminTexts: reportsAdminTextsEs,
};

export const TEXTS: Readonly<Record<Locale, LocaleTexts>> = { en: english, es: spanish };

/** Every catalogue in one language. */
export function textsFor(locale: Locale): LocaleTexts {
  return TEXTS[locale];
}
