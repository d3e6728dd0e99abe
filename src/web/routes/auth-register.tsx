import { authTexts } from "@shared/texts/auth";
import { withTexts } from "~/lib/texts";

export { meta, default } from "~/features/auth/auth-register-route";
export const handle = withTexts({ authTexts });
