import { useNavigate, useRevalidator } from "react-router";
import { notify } from "~/components/ui/toaster";
import { signOut } from "~/features/auth/sign-out";
import { useLocalPath, useTexts } from "~/lib/texts";

/**
 * The admin's Sign Out: ends the session on the server, says so in the admin's language, and
 * goes to the home page in it. The storefront's useSignOut reads the public layout's words,
 * which the admin does not load (its own repeat them, ADR 0008).
 */
export function useAdminSignOut(): () => Promise<void> {
  const adminTexts = useTexts("adminTexts");
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return async () => {
    const outcome = await signOut();
    if (!outcome.ok) {
      notify("error", adminTexts.signOutFailed);
      return;
    }
    notify("success", adminTexts.signedOut);
    await navigate(localPath("/"), { replace: true });
    await revalidator.revalidate();
  };
}
