/** Words of the cart (SPEC.md section 2 'Cart', section 4 'Cart'). */
export const cartTexts = {
  addedToCart: (name: string, quantity: number) => `Added ${quantity} × ${name} to your cart`,
} as const;
