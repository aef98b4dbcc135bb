import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { I18nProvider } from "./i18n/context";
import { SoundProvider } from "./sound/context";
import "./styles/base.css";
import "./styles/board.css";
import "./styles/screens.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider>
      <SoundProvider>
        <App />
      </SoundProvider>
    </I18nProvider>
  </StrictMode>,
);
