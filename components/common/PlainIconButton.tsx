import type { ButtonHTMLAttributes } from "react";
import styles from "./PlainIconButton.module.css";

/** Material icons' paths (@mui/icons-material), drawn without a component each. */
const ICONS = {
  add: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z",
  remove: "M19 13H5v-2h14z",
  delete: "M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z",
  history:
    "M13 3c-4.97 0-9 4.03-9 9H1l3.89 3.89.07.14L9 12H6c0-3.87 3.13-7 7-7s7 3.13 7 7-3.13 7-7 7c-1.93 0-3.68-.79-4.94-2.06l-1.42 1.42C8.27 19.99 10.51 21 13 21c4.97 0 9-4.03 9-9s-4.03-9-9-9m-1 5v5l4.28 2.54.72-1.21-3.5-2.08V8z",
  notes: "M3 18h12v-2H3zM3 6v2h18V6zm0 7h18v-2H3z",
  infoOutlined:
    "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8",
};

export type PlainIconTone = "default" | "primary" | "error" | "warning" | "info";

/**
 * A row's icon button (PlainIconButton.module.css): label it with `aria-label`. Plain HTML, so a
 * list of many rows hydrates no component per button.
 */
export function PlainIconButton({
  icon,
  tone = "default",
  small = false,
  ...props
}: { icon: keyof typeof ICONS; tone?: PlainIconTone; small?: boolean } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "className" | "type" | "children"
>) {
  const classes = [styles.button, small && styles.small, tone !== "default" && styles[tone]];
  return (
    <button type="button" className={classes.filter(Boolean).join(" ")} {...props}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} />
      </svg>
    </button>
  );
}
