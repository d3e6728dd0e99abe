import { ShieldAlert } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useNavigate } from "react-router";
import { useLocalPath, useTexts } from "~/lib/texts";

/** docs/product.md 'Roles': a signed-in user without the admin role. */
export function AccessDenied() {
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const texts = useTexts("authTexts").accessDenied;
  return (
    <main className="flex min-h-screen items-center justify-center bg-cream-100 px-4">
      <title>{texts.title}</title>
      <div className="max-w-md rounded-2xl bg-white p-8 text-center shadow-lg">
        <Icon node={ShieldAlert} className="mx-auto h-12 w-12 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold">{texts.title}</h1>
        <p className="mt-3 text-ink-700">{texts.body}</p>
        <p className="mt-2 text-sm text-ink-500">{texts.contact}</p>
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(localPath("/")))}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
        >
          {texts.goBack}
        </button>
      </div>
    </main>
  );
}
