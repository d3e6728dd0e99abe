import type { HttpClient } from "../../support/http-client";
import { photo } from "../setup/images";
import type { Fixtures } from "./route-table";
import { preferredTime } from "../../support/checkout";

async function json<T>(res: Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  if (answer.status !== status) throw new Error(`fixture: HTTP ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A pickup order of one line, placed through the API; its sandbox session id from the pay URL. */
export async function placeOrder(client: HttpClient, key: string, itemId: string, email = "fixture@example.com") {
  const placed = await json<{ orderId: string; url: string }>(
    client.request("/api/checkout", {
      method: "POST",
      json: {
        idempotencyKey: key,
        details: {
          orderType: "pickup",
          name: "Fixture",
          email,
          phone: "3235550100",
          deliveryAddress: "",
          preferredTime: preferredTime(),
          notes: "",
        },
        lines: [{ itemId, quantity: 1, notes: "" }],
      },
    }),
  );
  return { id: placed.orderId, sessionId: /\/sandbox\/pay\/([\w-]+)/.exec(placed.url)![1]! };
}

/** The rows the route table's requests point at, made through the API as people would. */
export async function createFixtures(
  clients: { anonymous: HttpClient; customer: HttpClient; otherCustomer: HttpClient; admin: HttpClient },
  name: string,
): Promise<Fixtures> {
  const { admin, anonymous } = clients;
  const { categories } = await json<{ categories: { id: string; slug: string }[] }>(admin.request("/api/admin/categories"));
  const category = categories[0]!;
  const { item } = await json<{ item: { id: string } }>(
    admin.request("/api/admin/items", {
      method: "POST",
      json: {
        name: `${name} cut`,
        description: "",
        price: "9.99",
        priceUnit: "lb",
        categoryId: category.id,
        imageUrl: "",
        isAvailable: true,
        isFeatured: false,
      },
    }),
    201,
  );
  const newPost = (slug: string, isPublished: boolean) =>
    json<{ post: { id: string; slug: string } }>(
      admin.request("/api/admin/blog/posts", {
        method: "POST",
        json: { title: `${name} post`, slug, content: "Hello", imageUrl: "", isPublished },
      }),
      201,
    );
  const { post } = await newPost(`${name}-post`, true);
  const { post: doomedPost } = await newPost(`${name}-doomed-post`, false);
  const png = await photo("png", 64, 48);
  const upload = async () => {
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "cut.png", { type: "image/png" }));
    return json<{ url: string }>(admin.request("/api/admin/uploads/products", { method: "POST", body: form }), 201);
  };
  const { message } = await json<{ message: { id: string } }>(
    anonymous.request("/api/contact", {
      method: "POST",
      json: { name, email: `${name}-contact@example.com`, phone: "", message: "Hello" },
    }),
    201,
  );
  return {
    category,
    item,
    customerOrder: await placeOrder(clients.customer, `${name}-fixture-order-customer`, item.id, `${name}-customer-order@example.com`),
    otherOrder: await placeOrder(clients.otherCustomer, `${name}-fixture-order-other`, item.id, `${name}-other-order@example.com`),
    message,
    post,
    doomedPost,
    upload: await upload(),
    doomedUpload: await upload(),
    preferredTime: preferredTime(),
    png,
    tag: "fixture",
  };
}
