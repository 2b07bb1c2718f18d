"use client";
import { createContext, useContext } from "react";

/** APP_ENV of the server: "Stage" shows the red environment label. */
const AppEnvContext = createContext("Production");
export const AppEnvProvider = AppEnvContext.Provider;
export const useAppEnv = () => useContext(AppEnvContext);
