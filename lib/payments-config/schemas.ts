import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";

export const PAYMENT_CATEGORIES = ["Income", "Cost", "Refund"] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];
export const SYSTEM_ITEMS = ["Agent", "Reservation", "Hotel", "Entries", "Transfer"] as const;
export type SystemItem = (typeof SYSTEM_ITEMS)[number];

export const paymentIdParamsSchema = z.object({ id: dbIdSchema });

export const paymentItemListSchema = z.object({
  /** Only the items of this category (the cost and income lists). */
  category: z.enum(PAYMENT_CATEGORIES).optional(),
});

/** A cost, income or refund item; system items (isCustom false) are fixed. */
export const savePaymentItemSchema = z.object({
  id: dbIdSchema.nullable().optional(),
  /** Required for a new item; an item keeps its category once saved. */
  category: z.enum(PAYMENT_CATEGORIES).optional(),
  description: z
    .string({ error: "descriptionRequired" })
    .trim()
    .min(1, { error: "descriptionRequired" })
    .max(200),
  isVisible: z.boolean().optional().default(true),
});
export type SavePaymentItemInput = z.infer<typeof savePaymentItemSchema>;

export const savePaymentMethodSchema = z.object({
  id: dbIdSchema.nullable().optional(),
  method: z.string({ error: "methodRequired" }).trim().min(1, { error: "methodRequired" }).max(200),
});
export type SavePaymentMethodInput = z.infer<typeof savePaymentMethodSchema>;

export type PaymentItemDto = {
  id: number;
  category: PaymentCategory;
  description: string;
  isCustom: boolean;
  isVisible: boolean;
  systemItem: SystemItem | null;
};

export type PaymentMethodDto = { id: number; method: string; isCustom: boolean };
