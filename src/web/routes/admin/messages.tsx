import { adminTexts } from "@shared/texts/admin";
import { MessagesPage } from "~/features/admin/messages/messages-page";
import { messagesTexts } from "@shared/texts/messages";

export function meta() {
  return [{ title: `${messagesTexts.heading} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function MessagesRoute() {
  return <MessagesPage />;
}
