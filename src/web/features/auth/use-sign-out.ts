import { useNavigate, useRevalidator } from "react-router";
import { layoutTexts } from "@shared/texts/layout";
import { notify } from "~/components/ui/toaster";
import { signOut } from "./sign-out";

/** Ends the session on the server, says so, and returns to the home page. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    const outcome = await signOut();
    if (!outcome.ok) {
      notify("error", layoutTexts.signOutFailed);
      return;
    }
    notify("success", layoutTexts.signedOut);
    await navigate("/", { replace: true });
    await revalidator.revalidate();
  };
}
