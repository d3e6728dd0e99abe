/** Words of the home page (docs/product.md 'Home', 'Home texts'). */
export const homeTexts = {
  metaDescription: (brand: string) => `${brand}: premium meats, carnitas by the pound and Mexican dishes, for pickup or delivery.`,
  featured: {
    heading: "Featured Cuts and Dishes",
    intro: "Our customers' favorites, fresh from the counter and the kitchen.",
    loading: "Loading featured items...",
    error: "Unable to load featured items. Please try again later.",
    empty: "No featured items available.",
    viewAll: "View Full Menu",
  },
} as const;

/**
 * Words of the home page's sections below the featured items: the server renders them to HTML
 * (features/home/home-sections-markup.server.tsx), so they never ship in the page's JavaScript.
 */
export const homeSectionTexts = {
  hero: {
    lead: "Premium cuts, carnitas by the pound and Mexican dishes made fresh every day.",
    imageAlt: "Carnitas in a copper cazo with salsas, limes and warm tortillas",
    viewMenu: "View Menu",
    aboutUs: "About Us",
  },
  values: {
    heading: "Why Families Choose Us",
    cards: [
      {
        icon: "quality",
        title: "Premium Quality",
        body: "Meats from ranchers we have trusted for years, cut to order at our counter.",
      },
      {
        icon: "service",
        title: "Quick Service",
        body: "Order online and pick up in minutes, or let us bring it to your door.",
      },
      {
        icon: "delivery",
        title: "Free Delivery",
        body: "Free delivery on orders over $30 within a 5-mile radius.",
      },
    ],
  },
  award: {
    eyebrow: "Award-winning carnitas",
    heading: "Voted the Best Carnitas in the City",
    body: (year: number) =>
      `Our carnitas, maciza and mixed, slow-cooked in a copper cazo the way our family has made them since ${year}, were named the best in the city.`,
    readArticle: "Read the article",
    readPost: "Read our blog post",
    newTab: "(opens in a new tab)",
  },
  testimonials: {
    heading: "What Our Customers Say",
    items: [
      {
        quote: "The mixed carnitas taste exactly like the ones my grandmother bought in Michoacán. We order every Sunday.",
        name: "Alejandra R.",
        detail: "Customer since 2012",
      },
      {
        quote: "They cut my arrachera thin while I waited and told me how to cook it. Best asada we've ever made at home.",
        name: "Marcus T.",
        detail: "Weekend griller",
      },
      {
        quote: "We ordered carnitas and tamales for 40 people for our daughter's quinceañera. Everything was ready on time and delicious.",
        name: "Lupe & Daniel G.",
        detail: "Catering customers",
      },
    ],
  },
  catering: {
    heading: "Catering for Your Party",
    /** The shop's phone follows it, as a link. */
    body: "Carnitas by the pound, tortillas, salsas, rice, beans and tamales for your guests. Ask for a quote online, or call us at",
    cta: "Plan Your Catering",
  },
  /** Gift cards (ADR 0024): the purchase page, and the law in plain words. */
  giftCards: {
    heading: "Give a Gift Card",
    body: "An e-gift card from $10 to $500, sent by e-mail today or on the day you choose. Gift cards never expire and have no fees.",
    cta: "Buy a Gift Card",
  },
  orderBanner: {
    heading: "Ready to Order?",
    body: "Fill your cart from the menu and pick up at the counter, or have it delivered.",
  },
} as const;
