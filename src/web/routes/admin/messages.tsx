import { adminTexts } from "@shared/texts/admin";
import { MessagesPage } from "~/features/admin/messages/messages-page";

export function meta() {
  return [{ title: `${adminTexts.messages.heading} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function MessagesRoute() {
  return <MessagesPage />;
}
