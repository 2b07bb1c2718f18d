import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { BUSINESS_TIME_ZONE } from "@/lib/dates";
import type { Namespace } from "./namespaces";
import { pickMessages } from "./pick-messages";

/**
 * next-intl's client provider with the given namespaces only. It replaces, not extends, the
 * messages of a provider above it: the list holds every namespace the client components below read
 * (`i18n/page-messages.test.ts` checks each page's list against its imports).
 */
export async function PageMessages({
  namespaces,
  children,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const messages = pickMessages(await getMessages(), namespaces);
  return (
    <NextIntlClientProvider messages={messages} timeZone={BUSINESS_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}

/** A page whose client components get the given namespaces (and no others). */
export function withMessages<P extends object>(
  Page: (props: P) => ReactNode | Promise<ReactNode>,
  namespaces: readonly Namespace[],
) {
  return function PageWithMessages(props: P) {
    return (
      <PageMessages namespaces={namespaces}>
        <Page {...props} />
      </PageMessages>
    );
  };
}
