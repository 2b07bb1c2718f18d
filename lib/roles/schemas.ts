import { z } from "zod";
import { dbIdSchema } from "@/lib/api/validation";

export const saveRoleSchema = z.object({
  id: dbIdSchema.nullable().optional(),
  name: z.string({ error: "roleNameRequired" }).trim().min(1, { error: "roleNameRequired" }).max(100),
  permissions: z
    .array(z.object({ id: dbIdSchema }))
    .max(100)
    .optional()
    .default([]),
});
export type SaveRoleInput = z.infer<typeof saveRoleSchema>;

export type PermissionDto = { id: number; code: string; description: string };
export type RoleDto = { id: number; name: string; isDefault: boolean; permissions: PermissionDto[] };
