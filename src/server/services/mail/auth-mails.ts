import type { Locale } from "@shared/core/i18n";
import type { ShopInfo } from "@shared/shop/shop";
import { textsFor } from "@shared/texts/registry.server";
import { renderMail, type MailContent } from "./layout";

type ActionTexts = { subject: (shop: string) => string; heading: string; body: string; button: string; ignore: string };

/** The account e-mails all say one thing, offer one button and add a note. */
function actionMail(shop: ShopInfo, texts: ActionTexts, url: string, locale: Locale): MailContent {
  return renderMail(
    shop,
    {
      subject: texts.subject(shop.name),
      preheader: texts.body,
      heading: texts.heading,
      blocks: [
        { kind: "paragraph", text: texts.body },
        { kind: "button", label: texts.button, url },
        { kind: "note", text: texts.ignore },
      ],
    },
    locale,
  );
}

/** Each in the language of the request that asked for it, or the account's (auth/auth.ts). */
export const magicLinkMail = (shop: ShopInfo, url: string, locale: Locale) =>
  actionMail(shop, textsFor(locale).authMailTexts.magicLink, url, locale);
export const verifyEmailMail = (shop: ShopInfo, url: string, locale: Locale) =>
  actionMail(shop, textsFor(locale).authMailTexts.verifyEmail, url, locale);
export const accountExistsMail = (shop: ShopInfo, loginUrl: string, locale: Locale) =>
  actionMail(shop, textsFor(locale).authMailTexts.accountExists, loginUrl, locale);
