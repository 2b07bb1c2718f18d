import itApi from "@/messages/it/api.json";
import enApi from "@/messages/en/api.json";
import type { Locale } from "./locales";

type ApiMessages = typeof itApi;
const API_MESSAGES: Record<Locale, ApiMessages> = { it: itApi, en: enApi };

export type ApiTranslator = (path: string, params?: Record<string, string | number>) => string;

/** Translates "namespace.key" paths of messages/<locale>/api.json, with {param} placeholders. */
export function apiTranslator(locale: Locale): ApiTranslator {
  const messages = API_MESSAGES[locale];
  return (path, params = {}) => {
    const [namespace, key] = path.split(".") as [keyof ApiMessages, string];
    const table = messages[namespace] as Record<string, string> | undefined;
    const template = table?.[key];
    if (template === undefined) return path;
    return template.replace(/\{(\w+)\}/g, (match, name: string) =>
      params[name] === undefined ? match : String(params[name]),
    );
  };
}

export function hasApiMessage(locale: Locale, path: string): boolean {
  const [namespace, key] = path.split(".") as [keyof ApiMessages, string];
  const table = API_MESSAGES[locale][namespace] as Record<string, string> | undefined;
  return table?.[key] !== undefined;
}
