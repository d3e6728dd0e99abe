import { adminMeta } from "~/features/admin/admin-meta";
import { MessagesPage } from "~/features/admin/messages/messages-page";
import type { Route } from "./+types/messages";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.messagesTexts.heading);
}

export default function MessagesRoute() {
  return <MessagesPage />;
}
