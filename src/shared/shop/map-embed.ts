import { formatAddressLine, type ShopInfo } from "./shop";

/**
 * The contact page's embedded map. With coordinates: OpenStreetMap's embed around them, with a
 * marker. Without (an address configured without SHOP_LATITUDE/SHOP_LONGITUDE): OpenStreetMap's
 * embed takes only a box, never an address, so Google Maps' keyless `output=embed` page finds
 * the address itself. The server's CSP allows exactly the origin of this URL as a frame source.
 */
export function mapEmbedUrl({ address, location }: Pick<ShopInfo, "address" | "location">): string {
  if (!location) {
    const query = `${formatAddressLine(address)}, ${address.country}`;
    return `https://www.google.com/maps?q=${encodeURIComponent(query)}&z=16&output=embed`;
  }
  const { latitude: lat, longitude: lon } = location;
  const d = 0.006;
  const bbox = [lon - d, lat - d / 1.6, lon + d, lat + d / 1.6].map((n) => n.toFixed(5)).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)},${lon.toFixed(5)}`;
}

/** The CSP frame-src for the shop's map: only the one site it is embedded from. */
export function mapEmbedOrigin(shop: Pick<ShopInfo, "address" | "location">): string {
  return new URL(mapEmbedUrl(shop)).origin;
}
