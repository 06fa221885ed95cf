import { describe, expect, it } from "vitest";
import { createSimulatedGateway, DECLINED_TEST_CARDS } from "@/lib/payments/adapters/simulated";

const request = {
  amountCents: 11_200,
  cardNumber: "4242424242424242",
  expiryDate: "12/29",
  cvv: "123",
  cardName: "ANA",
  idempotencyKey: "k",
};

describe("simulated payment gateway", () => {
  it("approves ordinary cards and declines the two test cards", async () => {
    const gateway = createSimulatedGateway({ delayMs: 0 });
    const approved = await gateway.charge(request);
    expect(approved.approved).toBe(true);
    expect(DECLINED_TEST_CARDS.size).toBe(2);
    for (const card of DECLINED_TEST_CARDS)
      expect(await gateway.charge({ ...request, cardNumber: card })).toEqual({ approved: false });
    expect((await gateway.charge({ ...request, cardNumber: "4000 0000 0000 0002" })).approved).toBe(false);
  });

  it("takes the configured time to answer (SPEC 9: 2 seconds by default)", async () => {
    const started = Date.now();
    await createSimulatedGateway({ delayMs: 120 }).charge(request);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });
});
