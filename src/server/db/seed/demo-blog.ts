/**
 * Demo blog: three published posts (one of them the carnitas award post, whose slug comes
 * from the configuration) and one draft. Covers are drawn by scripts/demo-images/blog-covers.ts.
 */

export interface DemoPost {
  /** Null: use the configured award post slug. */
  slug: string | null;
  title: string;
  image: string | null;
  publishedAt: string | null;
  content: (shop: { name: string; foundedYear: number; awardArticleUrl: string }) => string;
}

export const DEMO_AUTHOR = {
  fullName: "Rosa Hernández",
  email: "rosa@laesperanza.example",
};

export const DEMO_POSTS: DemoPost[] = [
  {
    slug: null,
    title: "Our Carnitas Were Voted the Best in the City",
    image: "carnitas-award",
    publishedAt: "2025-09-12T16:00:00Z",
    content: ({
      name,
      awardArticleUrl,
    }) => `We are still smiling. This month the readers and food writers of our city's weekly guide named **${name}** the home of the best carnitas in town.

You can read the [full article here](${awardArticleUrl}).

## What the judges tasted

They tried both of our styles:

- **Maciza**: lean pork shoulder, all meat, cooked until it falls apart and then crisped in the cazo.
- **Mixed (surtida)**: maciza together with *cuero* (skin) and *buche*, the way my grandfather sold it in Michoacán.

The judges wrote that the mixed carnitas "taste like a Sunday in Quiroga." We could not have said it better.

## Thank you

None of this happens without the families who have been coming to our counter every weekend since we opened, and without the team who starts the fire under the cazo at five in the morning.

Come by this weekend: the first taco is on us if you mention this post.`,
  },
  {
    slug: "carnitas-maciza-or-mixed",
    title: "Maciza or Mixed? How to Order Carnitas Like a Regular",
    image: "carnitas-guide",
    publishedAt: "2025-06-03T15:30:00Z",
    content: () => `The most common question at our counter is simple: *"What's the difference?"*

## Maciza

Maciza is the lean part of the shoulder. It is all meat, tender inside with crisp edges. Choose it if you are feeding kids, making burritos or just prefer your pork without surprises.

## Mixed

Mixed, or *surtida*, adds pieces of skin and buche (stomach) to the maciza. The skin turns soft and sticky in the lard; the buche is mild and chewy. It is the traditional way, and it is juicier.

## How much to buy

- **2 people:** 1 lb of carnitas and a dozen tortillas.
- **4 people:** 2 lb of carnitas and two dozen tortillas.
- **8 people:** 4 lb of carnitas and four dozen tortillas.

For parties of 15 or more, call us: we do catering by phone and can have everything ready for pickup.

## Keep it warm

Wrap the carnitas in foil and keep them in a 250 °F oven. Warm the tortillas on a dry comal, never in the microwave.`,
  },
  {
    slug: "five-tips-for-carne-asada",
    title: "Five Tips for Better Carne Asada at Home",
    image: "asada-tips",
    publishedAt: "2025-04-18T17:00:00Z",
    content: () => `Summer means asada. Here is what we tell customers who ask for advice at the counter.

1. **Buy the right cut.** Flap meat or skirt steak (arrachera). Ask us to slice it thin.
2. **Salt early.** Salt the meat at least 40 minutes before grilling, or use our marinated arrachera.
3. **Get the grill very hot.** Thin cuts need one to two minutes a side. Don't walk away.
4. **Rest, then chop.** Let the meat rest five minutes, then chop it across the grain.
5. **Grill the extras.** Green onions, jalapeños and nopales take the same heat and time.

Serve with warm tortillas, salsa roja, limes and a cold horchata.`,
  },
  {
    slug: "our-story",
    title: "Our Story: Fifteen Years Behind the Counter",
    image: "family-story",
    publishedAt: "2025-01-05T18:00:00Z",
    content: ({ name, foundedYear }) => `${name} opened in ${foundedYear} with one display case, one cazo and a family recipe for carnitas.

My father cut the meat, my mother ran the register and we kids folded tortilla paper after school. Today the third generation works the counter, and the recipe has not changed: pork, lard, salt, orange and patience.

We still buy from the same ranchers, still cut every steak to order and still close the kitchen only when the last cazo is empty.

Thank you for fifteen years. *Gracias por su preferencia.*`,
  },
  {
    slug: "weekend-birria-is-coming",
    title: "Weekend Birria Is Coming",
    image: null,
    publishedAt: null,
    content: () => `We are testing a weekend birria de res with consomé. Details soon.`,
  },
];
