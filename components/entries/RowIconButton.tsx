import type { ButtonHTMLAttributes } from "react";
import styles from "./EntryList.module.css";

/** Material icons' paths (@mui/icons-material Add, Remove, Delete), drawn without a component each. */
const ICONS = {
  add: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z",
  remove: "M19 13H5v-2h14z",
  delete: "M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z",
};

/** An entry row's icon button (EntryList.module.css `iconButton`): label it with `aria-label`. */
export function RowIconButton({
  icon,
  primary = false,
  ...props
}: { icon: keyof typeof ICONS; primary?: boolean } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "className" | "type" | "children"
>) {
  return (
    <button
      type="button"
      className={primary ? `${styles.iconButton} ${styles.primary}` : styles.iconButton}
      {...props}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} />
      </svg>
    </button>
  );
}
