import { useState } from "react";

/**
 * Hello world with one picture (the shop's hero, in the widths the shop serves it: public/images)
 * and one button whose handler ships in the page's first load: the physical floor for a tap
 * (bench/sections/interactivity.ts). Its count stands for the shop's cart badge.
 */
export function meta() {
  return [{ title: "Hello world" }, { name: "description", content: "The floor: a bare React Router page." }];
}

export default function Home() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Hello world</h1>
      <img
        src="/images/hero-640w.webp"
        srcSet="/images/hero-640w.webp 640w, /images/hero-1280w.webp 1280w, /images/hero-1920w.webp 1920w"
        sizes="100vw"
        width={1280}
        height={720}
        style={{ width: "100%", height: "auto" }}
        alt="A butcher's counter"
        fetchPriority="high"
      />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Add to Cart
      </button>
      <output data-testid="cart-count">{count || ""}</output>
    </main>
  );
}
