import { useEffect } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { authTexts } from "@shared/texts/auth";
import { notify } from "~/components/ui/toaster";
import { AuthCard, primaryButton } from "./auth-card";

const texts = authTexts.callback;

interface CallbackPageProps {
  target: string;
  signedIn: boolean;
  error: string | null;
}

/**
 * Where a magic link lands (better-auth has already checked the token and set the session
 * cookie): go on to the original page, or say in plain words why the link did not work.
 */
export function CallbackPage({ target, signedIn, error }: CallbackPageProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  useEffect(() => {
    if (!signedIn || error) return;
    notify("success", authTexts.signedIn);
    void Promise.resolve(navigate(target, { replace: true })).then(() => revalidator.revalidate());
    // Run once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (error || !signedIn) {
    const message = error === "INVALID_TOKEN" || error === "EXPIRED_TOKEN" ? texts.invalidToken : texts.genericError;
    return (
      <AuthCard heading={texts.failedHeading} subtitle={message}>
        <Link to={`/auth/login?redirect=${encodeURIComponent(target)}`} className={primaryButton}>
          {texts.tryAgain}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={texts.title} subtitle={texts.working}>
      <Link to={target} replace className={primaryButton}>
        {texts.continue}
      </Link>
    </AuthCard>
  );
}
