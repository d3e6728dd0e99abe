import { Clock, ExternalLink, Mail, MapPin, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { mapEmbedUrl } from "@shared/shop/map-embed";
import { mapSearchUrl, phoneHref } from "@shared/shop/shop";
import type { TodayHoursText } from "@shared/ordering/today-hours";
import { PageBanner } from "~/components/ui/page-banner";
import { useShop } from "~/lib/shop";
import { useLocalPath, useTexts } from "~/lib/texts";
import { ContactForm } from "./contact-form";

function InfoItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div>
        <h3 className="font-sans font-bold">{label}</h3>
        <div className="text-ink-700">{children}</div>
      </div>
    </li>
  );
}

/** docs/product.md 'Contact': the form, the shop's contact details and hours, a map. */
export function ContactPage({ today }: { today: TodayHoursText | null }) {
  const shop = useShop();
  const contactTexts = useTexts("contactTexts");
  const localPath = useLocalPath();
  const { info, map } = contactTexts;
  const { address } = shop;
  const icon = "h-5 w-5";
  return (
    <>
      <PageBanner title={contactTexts.heading} subtitle={contactTexts.subtitle} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <div className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <ContactForm />
        </div>
        <section aria-labelledby="contact-info-heading" className="lg:col-span-2">
          <h2 id="contact-info-heading" className="text-2xl font-bold">
            {info.heading}
          </h2>
          <ul className="mt-6 space-y-6">
            <InfoItem icon={<Icon node={MapPin} className={icon} />} label={info.address}>
              <address className="not-italic">
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
            </InfoItem>
            <InfoItem icon={<Icon node={Phone} className={icon} />} label={info.phone}>
              <a href={phoneHref(shop.phone)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {shop.phone}
              </a>
            </InfoItem>
            <InfoItem icon={<Icon node={Mail} className={icon} />} label={info.email}>
              <a href={`mailto:${shop.orderEmail}`} className="break-all font-semibold text-brand-700 underline-offset-4 hover:underline">
                {shop.orderEmail}
              </a>
            </InfoItem>
            <InfoItem icon={<Icon node={Clock} className={icon} />} label={info.hours}>
              {today && (
                <p data-testid="contact-today">
                  <strong className="text-ink-900">{today.today}</strong>
                  {today.nextClosure && <span className="block font-semibold text-brand-800">{today.nextClosure}</span>}
                </p>
              )}
              <ul>
                {shop.hoursText.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </InfoItem>
          </ul>
          <div className="mt-8 rounded-xl bg-cream-100 p-4 text-ink-700">
            <p>{info.catering}</p>
            <p className="mt-2 flex flex-wrap gap-x-4">
              <a
                href={phoneHref(shop.phone)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {shop.phone}
              </a>
              <Link
                to={localPath("/catering")}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
              >
                {info.cateringLink}
              </Link>
            </p>
          </div>
        </section>
      </div>

      <section aria-labelledby="map-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="map-heading" className="text-2xl font-bold">
          {map.heading}
        </h2>
        {/* An embed from another site: if it cannot load, only this box stays empty and the link below still leads to the map. */}
        <iframe
          src={mapEmbedUrl(shop)}
          title={map.title(shop.name)}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
          className="mt-4 h-80 w-full rounded-2xl border border-cream-200 bg-cream-100"
        />
        <a
          href={mapSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {map.openMap}
          <Icon node={ExternalLink} className="h-4 w-4" />
        </a>
      </section>
    </>
  );
}
