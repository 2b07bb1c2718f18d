import { z } from "zod";
import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { BACKUP_ACCESS, downloadBackupFile } from "@/lib/backup/backup-screen";

// One backup file, streamed; failures answer the usual JSON envelope.
export const GET = defineRoute(
  { access: BACKUP_ACCESS, params: z.object({ file: z.string() }) },
  ({ params }) => downloadBackupFile(params.file),
);

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/backups/download/[file]", { GET, POST, PUT, DELETE, PATCH });
