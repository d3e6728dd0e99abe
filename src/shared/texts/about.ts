/** Words of the about page (docs/product.md 'About': story, values, kitchen). */
export const aboutTexts = {
  pageTitle: "About Us",
  heading: "About Us",
  metaDescription: (brand: string, year: number) =>
    `The story of ${brand}: a family carnicería and kitchen since ${year}, our values and the kitchen where our carnitas are made.`,
  story: {
    heading: "Our Story",
    paragraphs: (brand: string, year: number) => [
      `${brand} opened in ${year} with one display case, one copper cazo and a family recipe for carnitas.`,
      "Our father cut the meat, our mother ran the register, and we kids folded tortilla paper after school. Today the next generation works the counter, and the recipe has not changed: pork, lard, salt, orange and patience.",
      "We still buy from the same ranchers, still cut every steak to order, and still close the kitchen only when the last cazo is empty.",
    ],
    since: (year: number) => `Serving our neighbors since ${year}`,
  },
  values: {
    heading: "What We Stand For",
    items: [
      { title: "Family Recipes", body: "Carnitas, birria and tamales made the way our family has always made them." },
      { title: "Honest Cuts", body: "Fresh meat, cut to order and priced by the pound, with no surprises." },
      { title: "Our Neighborhood", body: "We know our customers by name and have fed their parties for years." },
    ],
  },
  kitchen: {
    heading: "Our Kitchen",
    body: [
      "Every morning before sunrise the fire goes on under the cazo. The pork cooks slowly in its own lard for hours until it is tender inside and crisp at the edges.",
      "Maciza is the lean shoulder, all meat. Mixed adds skin and buche, the traditional way. Both are sold by the pound, raw cuts too.",
    ],
    imageAlt: "Carnitas cooking in a copper cazo over the fire in our kitchen",
  },
  catering: {
    heading: "Catering for 15 or More",
    body: "Planning a party? We cater for 15 or more people. Call us to plan your order.",
    call: (phone: string) => `Call ${phone}`,
  },
} as const;
