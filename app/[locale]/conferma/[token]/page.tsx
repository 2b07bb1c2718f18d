import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { ConfirmationMessage } from "@/components/confirmation/ConfirmationMessage";
import { ConfirmationNotice } from "@/components/confirmation/ConfirmationNotice";
import { getDb } from "@/db/client";
import { clientIpOfHeaders } from "@/lib/api/client-ip";
import { DomainError } from "@/lib/api/errors";
import { getConfirmation } from "@/lib/communications/get-confirmation";
import type { ConfirmationViewDto } from "@/lib/communications/schemas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("confirmation");
  // A link is a hotel's own: never indexed (also the X-Robots-Tag header, next.config.ts).
  return { title: t("title"), robots: { index: false, follow: false } };
}

/**
 * The page a hotel opens from its message's link: public, outside the signed-in app (no frame, no
 * MUI, no sign-in), server-rendered with the same use case and limits as its API. Every link that
 * opens nothing gets the same neutral page.
 */
export default async function ConfirmationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("confirmation");
  const read = await readView(token);
  if (read === "tooMany") return <ConfirmationNotice title={t("tooManyTitle")} text={t("tooManyText")} />;
  if (read === "invalid") return <ConfirmationNotice title={t("invalidTitle")} text={t("invalidText")} />;
  return <ConfirmationMessage view={read} token={token} />;
}

/** The view, or why there is none (the refusals the page answers with a neutral notice). */
async function readView(token: string): Promise<ConfirmationViewDto | "tooMany" | "invalid"> {
  try {
    return await getConfirmation({ db: getDb(), token, address: clientIpOfHeaders(await headers()) });
  } catch (error) {
    if (error instanceof DomainError && error.key === "confirmationTooManyRequests") return "tooMany";
    if (error instanceof DomainError && error.key === "confirmationLinkInvalid") return "invalid";
    throw error;
  }
}
