import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/auth/LoginForm";

/**
 * The login page is plain HTML and CSS with a small script (<= 150 KiB of JavaScript on
 * first load): its strings are resolved here, on the server, instead of shipping next-intl's client.
 */
export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ returnUrl?: string | string[] }>;
}) {
  const { returnUrl } = await searchParams;
  const t = await getTranslations("login");
  const common = await getTranslations("common");
  const shell = await getTranslations("shell");
  return (
    <LoginForm
      returnUrl={typeof returnUrl === "string" ? returnUrl : null}
      stageLabel={process.env.APP_ENV === "Stage" ? shell("stage") : null}
      text={{
        title: t("title"),
        username: t("username"),
        password: t("password"),
        remember: t("remember"),
        submit: t("submit"),
        guide: t("guide"),
        attention: common("attention"),
        ok: common("ok"),
        newVersion: shell("newVersion"),
      }}
    />
  );
}
