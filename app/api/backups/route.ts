import { defineRoute } from "@/lib/api/handler";
import { serveDirectly } from "@/lib/api/direct-routes";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { BACKUP_ACCESS, backupOverview } from "@/lib/backup/backup-screen";

// The Backup screen: last runs, files, schedule.
export const GET = defineRoute({ access: BACKUP_ACCESS }, ({ db }) => backupOverview(db));

export const { POST, PUT, DELETE, PATCH } = methodNotAllowed("GET");

serveDirectly("/api/backups", { GET, POST, PUT, DELETE, PATCH });
