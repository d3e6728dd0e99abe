import type { ShopInfo } from "@shared/shop";
import { renderMail, type MailContent } from "./layout";

/** Words of the account e-mails, in one place (a Spanish edition can come). */
export const authMailTexts = {
  magicLink: {
    subject: (shop: string) => `Your sign-in link for ${shop}`,
    heading: "Sign in with one click",
    body: "Click the button below to sign in. The link works once and expires in 15 minutes.",
    button: "Sign in",
    ignore: "If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.",
  },
  verifyEmail: {
    subject: (shop: string) => `Confirm your e-mail address for ${shop}`,
    heading: "Confirm your e-mail address",
    body: "Thanks for creating an account. Please confirm your e-mail address to finish.",
    button: "Confirm e-mail address",
    ignore: "If you did not create an account, you can ignore this e-mail.",
  },
  accountExists: {
    subject: (shop: string) => `Someone tried to create an account for ${shop}`,
    heading: "You already have an account",
    body: "Somebody (maybe you) tried to create a new account with this e-mail address. You already have one: sign in instead, with your password or a sign-in link.",
    button: "Sign in",
    ignore: "If it was not you, nothing has changed and you can ignore this e-mail.",
  },
} as const;

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
