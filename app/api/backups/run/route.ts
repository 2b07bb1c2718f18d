import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { requestBackup } from "@/lib/backup/backup-job";
import { BACKUP_ACCESS } from "@/lib/backup/backup-screen";

// "Esegui backup ora": queues one backup (at most one waits at a time).
export const POST = defineRoute({ access: BACKUP_ACCESS }, ({ db, caller }) =>
  requestBackup({ db, accountId: caller.accountId }),
);

export const { GET, PUT, DELETE, PATCH } = methodNotAllowed("POST");

serveDirectly("/api/backups/run", { GET, POST, PUT, DELETE, PATCH });
