/**
 * The caller's address for rate limiting. The rightmost X-Forwarded-For entry is the one added
 * by the nearest proxy (Next's own server adds the socket address), so clients cannot forge it.
 */
export function clientIp(req: Request): string {
  const forwarded = req.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").pop()?.trim();
  return last || req.headers.get("x-real-ip") || "unknown";
}
