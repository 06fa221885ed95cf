// Opens, migrates and (when empty) seeds the database as the server starts, so the first visitor
// does not pay for it. Not run by `next build`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDatabase } = await import("@/lib/db");
  try {
    const { engine } = await getDatabase();
    console.log(`[cupongt] database ready (${engine})`);
  } catch (error) {
    // The server still starts: /api/health answers 503 and the next request retries.
    console.error("[cupongt] database not ready:", error);
  }
}
