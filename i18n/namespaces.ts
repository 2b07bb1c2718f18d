/** One file per feature under messages/<locale>/. */
export const NAMESPACES = ["api", "common", "shell", "login", "home", "guide", "profiles", "roles"] as const;
