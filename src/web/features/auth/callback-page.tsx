import { useEffect, useRef } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { notify } from "~/components/ui/toaster";
import { useLocalPath, useTexts } from "~/lib/texts";
import { authApi } from "./auth-api";
import { AuthCard, primaryButton } from "./auth-card";

interface CallbackPageProps {
  target: string;
  /** The sign-in link's single-use token, still to be spent. */
  token: string | null;
  signedIn: boolean;
  error: string | null;
}

/**
 * Where a sign-in link lands. The token is spent by this script, after hydration, never by the
 * page request itself: mail scanners that open links without running scripts cannot burn it.
 * Then on to the original page, or the reason the link did not work, carried in the URL.
 */
export function CallbackPage({ target, token, signedIn, error }: CallbackPageProps) {
  const authTexts = useTexts("authTexts");
  const texts = authTexts.callback;
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // One attempt per token, even if the effect runs twice (a second call would find it spent).
  const spent = useRef<string | null>(null);

  useEffect(() => {
    if (error || (token ? spent.current === token : !signedIn)) return;
    spent.current = token;
    void (async () => {
      if (token) {
        const outcome = await authApi.verifyMagicLink(token);
        if (!outcome.ok) {
          await navigate(localPath(`/auth/callback?${new URLSearchParams({ error: outcome.error, redirect: target })}`), { replace: true });
          return;
        }
      }
      notify("success", authTexts.signedIn);
      await navigate(target, { replace: true });
      await revalidator.revalidate();
    })();
    // Runs on arrival (and again only for another token).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, error]);

  if (error || (!token && !signedIn)) {
    const message = error === "INVALID_TOKEN" || error === "EXPIRED_TOKEN" ? texts.invalidToken : texts.genericError;
    return (
      <AuthCard heading={texts.failedHeading} subtitle={message}>
        <Link to={localPath(`/auth/login?redirect=${encodeURIComponent(target)}`)} className={primaryButton}>
          {texts.tryAgain}
        </Link>
      </AuthCard>
    );
  }

  return <AuthCard heading={texts.title} subtitle={texts.working} />;
}
