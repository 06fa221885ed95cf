/** Non-httpOnly cookie written at sign-in: URL-encoded JSON `{"name": string}`. Only a display hint. */
export const SESSION_HINT_COOKIE = "cupongt_user";
