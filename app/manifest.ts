import type { MetadataRoute } from "next";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Poker Festival Back Office",
    short_name: "Back Office",
    description: "Eventi, hotel, prenotazioni e giocatori dei festival di poker",
    start_url: "/",
    display: "standalone",
    background_color: "#f4f6f4",
    theme_color: "#1b5e20",
    lang: "it",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/logo.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
