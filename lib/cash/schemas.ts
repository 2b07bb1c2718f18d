import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";
import { apiDateSchema } from "@/lib/dates/schema";
import { requireCents } from "@/lib/money/cents";
import { MONEY_PATTERN } from "@/lib/money/schema";
import { PAGE_SIZE } from "@/lib/api/page-size";

export const MOVEMENT_TYPOLOGIES = ["Inbound", "Outbound", "CashFund"] as const;
export type MovementTypology = (typeof MOVEMENT_TYPOLOGIES)[number];
export const ORDER_DIRECTIONS = ["Ascending", "Descending"] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** An amount above 0 with at most 2 decimals, as the exact decimal string; null otherwise. */
function positiveAmount(value: unknown): string | null {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== "string") return null;
  const trimmed = text.trim();
  return MONEY_PATTERN.test(trimmed) && requireCents(trimmed) > 0 ? trimmed : null;
}

const looseId = z.union([dbIdSchema, z.literal(""), z.null()]).optional();
const idOrNull = (value: number | "" | null | undefined) => (typeof value === "number" ? value : null);
const notes = z
  .string()
  .max(2000)
  .nullable()
  .optional()
  .transform((value) => value?.trim() || null);

/**
 * The fields every movement input shares (SPEC.md section 3, "Income / outcome / cash fund
 * input"). Each missing or wrong field gives its own Italian message, all at once.
 */
const movementBase = {
  eventId: looseId,
  methodId: looseId,
  paymentDate: z.union([z.string(), z.null()]).optional(),
  amount: z.unknown().optional(),
  notes,
};

type BaseValue = {
  eventId?: number | "" | null;
  methodId?: number | "" | null;
  paymentDate?: string | null;
  amount?: unknown;
};

function checkBase(value: BaseValue, ctx: z.RefinementCtx, methodKey = "methodId") {
  if (!idOrNull(value.eventId)) ctx.addIssue({ code: "custom", message: "eventRequired", path: ["eventId"] });
  if (methodKey === "methodId" && !idOrNull(value.methodId))
    ctx.addIssue({ code: "custom", message: "paymentMethodRequired", path: ["methodId"] });
  const date = apiDateSchema.safeParse(value.paymentDate);
  if (!date.success || !date.data)
    ctx.addIssue({ code: "custom", message: "paymentDateRequired", path: ["paymentDate"] });
  if (positiveAmount(value.amount) === null)
    ctx.addIssue({ code: "custom", message: "paymentAmountInvalid", path: ["amount"] });
}

function baseOutput(value: BaseValue & { notes: string | null }) {
  return {
    eventId: idOrNull(value.eventId)!,
    paymentDate: apiDateSchema.parse(value.paymentDate)!,
    amount: positiveAmount(value.amount)!,
    notes: value.notes,
  };
}

/** POST /api/payments/income and /outcome. agentId matters only with the Agent item, locationId with the Hotel item. */
export const movementInputSchema = z
  .object({
    ...movementBase,
    paymentItemId: looseId,
    agentId: looseId,
    locationId: looseId,
  })
  .superRefine((value, ctx) => {
    checkBase(value, ctx);
    if (!idOrNull(value.paymentItemId))
      ctx.addIssue({ code: "custom", message: "movementItemRequired", path: ["paymentItemId"] });
  })
  .transform((value) => ({
    ...baseOutput(value),
    methodId: idOrNull(value.methodId)!,
    paymentItemId: idOrNull(value.paymentItemId)!,
    agentId: idOrNull(value.agentId),
    locationId: idOrNull(value.locationId),
  }));
export type MovementInput = z.infer<typeof movementInputSchema>;

/** POST /api/payments/cash-fund. */
export const cashFundInputSchema = z
  .object(movementBase)
  .superRefine((value, ctx) => checkBase(value, ctx))
  .transform((value) => ({ ...baseOutput(value), methodId: idOrNull(value.methodId)! }));
export type CashFundInput = z.infer<typeof cashFundInputSchema>;

/** POST /api/payments/trasfer: {eventId, amount, sourceMethod, destinationMethod, paymentDate, notes}. */
export const transferInputSchema = z
  .object({ ...movementBase, sourceMethod: looseId, destinationMethod: looseId })
  .superRefine((value, ctx) => {
    checkBase(value, ctx, "none");
    const source = idOrNull(value.sourceMethod);
    const destination = idOrNull(value.destinationMethod);
    if (!source) ctx.addIssue({ code: "custom", message: "transferSourceRequired", path: ["sourceMethod"] });
    if (!destination)
      ctx.addIssue({ code: "custom", message: "transferDestinationRequired", path: ["destinationMethod"] });
    if (source && source === destination)
      ctx.addIssue({ code: "custom", message: "transferSameMethod", path: ["destinationMethod"] });
  })
  .transform((value) => ({
    ...baseOutput(value),
    sourceMethod: idOrNull(value.sourceMethod)!,
    destinationMethod: idOrNull(value.destinationMethod)!,
  }));
export type TransferInput = z.infer<typeof transferInputSchema>;

function optionalEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.enum(values), z.literal(""), z.null()])
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined));
}

/** SPEC.md section 3 "Movement search": the body of /api/payments/search and /count. */
export const movementSearchSchema = z
  .object({
    eventId: looseId,
    pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
    typology: optionalEnum(MOVEMENT_TYPOLOGIES),
    date: apiDateSchema,
    paymentMethod: looseId,
    paymentItem: looseId,
    notes: z
      .string()
      .max(200)
      .nullable()
      .optional()
      .transform((value) => value?.trim() || undefined),
    orderDirection: optionalEnum(ORDER_DIRECTIONS),
  })
  .superRefine((value, ctx) => {
    if (!idOrNull(value.eventId))
      ctx.addIssue({ code: "custom", message: "eventRequired", path: ["eventId"] });
  })
  .transform((value) => ({
    ...value,
    eventId: idOrNull(value.eventId)!,
    paymentMethod: idOrNull(value.paymentMethod) ?? undefined,
    paymentItem: idOrNull(value.paymentItem) ?? undefined,
    orderDirection: value.orderDirection ?? ("Descending" as OrderDirection),
  }));
export type MovementSearch = z.infer<typeof movementSearchSchema>;

export const preservePagesQuerySchema = z.object({
  preservePages: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});

export const eventIdParamsSchema = z.object({ eventId: dbIdSchema });
export const movementParamsSchema = z.object({ paymentId: dbIdSchema, eventId: dbIdSchema });

/** SPEC.md section 3 "Movement" (plus the ids the screens need). */
export type MovementDto = {
  id: number;
  eventId: number;
  paymentDate: string;
  itemDescription: string | null;
  paymentItemId: number | null;
  systemItem: string | null;
  agentId: number | null;
  agentFirstName: string | null;
  agentLastName: string | null;
  methodId: number;
  methodDescription: string;
  typology: MovementTypology;
  amount: string;
  notes: string | null;
  reservationId: number | null;
  /** A reservation's payment: its first guest, "Rossi Mario" (null without guests). */
  reservationGuest: string | null;
  locationId: number | null;
  /** The other half of a transfer; such movements cannot be deleted. */
  linkedPaymentId: number | null;
};

export type CashTotals = {
  totalInbound: string;
  totalOutbound: string;
  taking: string;
  totalCashFund: string;
  takingCashFund: string;
};

/** SPEC.md section 3 "Cash register totals". */
export type CashRegisterDto = CashTotals & {
  paymentMethodDetails: (CashTotals & { methodId: number; methodDescription: string })[];
};
