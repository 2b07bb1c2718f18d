import type { useRouter } from "next/navigation";
import type { PrefetchOptions } from "next/dist/shared/lib/app-router-context.shared-runtime";

type Router = ReturnType<typeof useRouter>;

// `PrefetchKind.FULL` ("full"): Next's enum is not exported from a public path.
const FULL_PREFETCH = { kind: "full" } as unknown as PrefetchOptions;

/**
 * A full prefetch of a screen (issue 23 item 4): its server part (the pages only pass their
 * parameters to client components, so it holds no data) and the code it needs, kept by the router
 * (next.config.ts `staleTimes`), so the tap that opens it does not wait for the server.
 */
export function prefetchScreen(router: Router, href: string) {
  router.prefetch(href, FULL_PREFETCH);
}
