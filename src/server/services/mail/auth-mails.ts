import type { ShopInfo } from "@shared/shop";
import { authMailTexts } from "@shared/texts/mail";
import { renderMail, type MailContent } from "./layout";

/** The account e-mails all say one thing, offer one button and add a note. */
function actionMail(
  shop: ShopInfo,
  texts: { subject: (shop: string) => string; heading: string; body: string; button: string; ignore: string },
  url: string,
): MailContent {
  return renderMail(shop, {
    subject: texts.subject(shop.name),
    preheader: texts.body,
    heading: texts.heading,
    blocks: [
      { kind: "paragraph", text: texts.body },
      { kind: "button", label: texts.button, url },
      { kind: "note", text: texts.ignore },
    ],
  });
}

export const magicLinkMail = (shop: ShopInfo, url: string) => actionMail(shop, authMailTexts.magicLink, url);
export const verifyEmailMail = (shop: ShopInfo, url: string) => actionMail(shop, authMailTexts.verifyEmail, url);
export const accountExistsMail = (shop: ShopInfo, loginUrl: string) => actionMail(shop, authMailTexts.accountExists, loginUrl);
