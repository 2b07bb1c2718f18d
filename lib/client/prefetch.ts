import type { useRouter } from "next/navigation";
import type { PrefetchOptions } from "next/dist/shared/lib/app-router-context.shared-runtime";

type Router = ReturnType<typeof useRouter>;

// `PrefetchKind.FULL` ("full"): Next's enum is not exported from a public path.
const FULL_PREFETCH = { kind: "full" } as unknown as PrefetchOptions;

/**
 * A full prefetch of a screen: its server part and the code it needs, kept by
 * the router (next.config.ts `staleTimes`), so the tap that opens it does not wait for the server.
 * A server part that reads data hands it over with the time it was read (`pageDataWithTime`), so
 * the screen's query fetches it again when it is older than its staleTime.
 */
export function prefetchScreen(router: Router, href: string) {
  router.prefetch(href, FULL_PREFETCH);
}
