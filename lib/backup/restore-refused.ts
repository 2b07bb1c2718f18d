/** Why a restore was refused before anything was written (the CLI prints the message, exit 2). */
export class RestoreRefused extends Error {}
