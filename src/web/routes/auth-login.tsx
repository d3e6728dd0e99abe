import { authTexts } from "@shared/texts/auth";
import { withTexts } from "~/lib/texts";

export { meta, default } from "~/features/auth/auth-login-route";
export const handle = withTexts({ authTexts });
