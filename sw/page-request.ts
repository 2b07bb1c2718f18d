/**
 * A page, or its server part (an RSC payload, prefetched or not), of this origin: what the service
 * worker never answers from a kept copy (sw/sw.ts). Both carry the data the page read for its
 * first paint, so a copy would show an old list as if it were live.
 */
export function isPageRequest({
  request,
  sameOrigin,
}: {
  request: Pick<Request, "mode" | "headers">;
  sameOrigin: boolean;
}): boolean {
  return sameOrigin && (request.mode === "navigate" || request.headers.get("RSC") === "1");
}
