import { contactTexts } from "@shared/texts/contact";
import { loadContactPage } from "~/features/contact/contact.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/contact";

export { meta, default } from "~/features/contact/contact-route";
export const handle = withTexts({ contactTexts });

export function loader({ context }: Route.LoaderArgs) {
  return loadContactPage(context, "en");
}
