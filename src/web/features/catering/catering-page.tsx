import { DEFAULT_CATERING_SETTINGS, type CateringFormDto } from "@shared/catering/catering";
import { phoneHref } from "@shared/shop/shop";
import { PageBanner } from "~/components/ui/page-banner";
import { useShop } from "~/lib/shop";
import { useTexts } from "~/lib/texts";
import { CateringForm } from "./catering-form";

/**
 * docs/product.md 'Catering': the request form, how it works, and the shop's phone for those who
 * prefer to talk. Without the form's data (it could not be read) the phone is the way in.
 */
export function CateringPage({ form }: { form: CateringFormDto | null }) {
  const t = useTexts("cateringTexts");
  const shop = useShop();
  const phone = (
    <a href={phoneHref(shop.phone)} className="inline-flex min-h-11 items-center font-bold underline underline-offset-4">
      {shop.phone}
    </a>
  );
  return (
    <>
      <PageBanner title={t.heading} subtitle={t.subtitle(form?.minGuests ?? DEFAULT_CATERING_SETTINGS.minGuests)}>
        <p className="mt-3 text-cream-100">
          {t.preferToTalk} <span className="text-white">{phone}</span>
        </p>
      </PageBanner>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:py-12">
        <div className="lg:col-span-2">
          {form ? (
            <CateringForm form={form} />
          ) : (
            <p role="alert" className="rounded-2xl bg-brand-50 p-6 text-lg text-brand-900">
              {t.loadFailed} <span className="text-brand-700">{phone}</span>
            </p>
          )}
        </div>
        <aside aria-labelledby="catering-steps-heading" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl bg-cream-100 p-6">
            <h2 id="catering-steps-heading" className="text-xl font-bold">
              {t.steps.heading}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-ink-700">
              {t.steps.items.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-5 text-ink-700">
              {t.preferToTalk} <span className="text-brand-700">{phone}</span>
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
