export * from "./businesses";
export * from "./coupons";
export * from "./orders";
export * from "./gifts";
export * from "./reviews";
export * from "./social";
export * from "./users";
export * from "./app-private";
