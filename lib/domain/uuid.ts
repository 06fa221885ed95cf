const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Coupon ids must be uuids before they reach the database (a bad id is a 404, not a 500). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
