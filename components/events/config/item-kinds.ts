/** The two lists of payment items in the configurations: cost items and income items. */
export const ITEM_KINDS = {
  Cost: {
    messages: "costs",
    listHref: "/events/configurations/costs",
    baseHref: "/events/configurations/cost",
  },
  Income: {
    messages: "incomings",
    listHref: "/events/configurations/incomings",
    baseHref: "/events/configurations/income",
  },
} as const;

export type ItemKind = keyof typeof ITEM_KINDS;
