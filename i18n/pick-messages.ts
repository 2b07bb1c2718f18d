import type { AbstractIntlMessages } from "next-intl";
import type { Namespace } from "./namespaces";

/**
 * The namespaces a part of the page reads on the client. next-intl's client provider puts its
 * messages in the page's HTML and payload, so each page is given only what its client components
 * read (`useTranslations`); server components translate with `getTranslations` at no client cost.
 */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly Namespace[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
