// A webhook whose signature, timestamp or headers do not verify: the request is answered 400 and
// nothing in it is used.
export class WebhookSignatureError extends Error {
  constructor(message = "webhook signature does not verify") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}
