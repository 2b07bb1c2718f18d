"use client";
import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
  palette: {
    primary: { main: "#1b5e20" },
    secondary: { main: "#8e1b1b" },
    background: { default: "#f4f6f4" },
  },
  typography: { fontFamily: "Roboto, Arial, sans-serif" },
  components: {
    MuiButton: { defaultProps: { variant: "contained", disableElevation: true } },
    MuiTextField: { defaultProps: { size: "small", fullWidth: true } },
  },
});
