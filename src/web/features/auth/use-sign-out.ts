import { useNavigate, useRevalidator } from "react-router";
import { useLocalPath, useTexts } from "~/lib/texts";
import { notify } from "~/components/ui/toaster";

/**
 * Ends the session on the server, says so, and returns to the home page. The request code loads
 * on the click: every public page carries this hook in its header, few visitors sign out (ADR 0008).
 */
export function useSignOut(): () => Promise<void> {
  const layoutTexts = useTexts("layoutTexts");
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    const { signOut } = await import("./sign-out");
    const outcome = await signOut();
    if (!outcome.ok) {
      notify("error", layoutTexts.signOutFailed);
      return;
    }
    notify("success", layoutTexts.signedOut);
    await navigate(localPath("/"), { replace: true });
    await revalidator.revalidate();
  };
}
