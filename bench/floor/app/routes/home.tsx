/** Hello world with one picture: the shop's hero, in the widths the shop serves it (public/images). */
export function meta() {
  return [{ title: "Hello world" }, { name: "description", content: "The floor: a bare React Router page." }];
}

export default function Home() {
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
    </main>
  );
}
