import '../styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../theme.ts';
import { ThemeProvider } from '../ThemeProvider.tsx';
import { ScenarioPanel } from './ScenarioPanel.tsx';

/**
 * The scenario panel in a root of its own beside the portal's, so that the app's tree holds no
 * mock-only code: the panel comes and goes with mock mode alone.
 */
export function mountScenarioPanel(): void {
  const container = document.createElement('div');
  container.id = 'mock-scenarios';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme} env="default">
        <ScenarioPanel />
      </ThemeProvider>
    </StrictMode>,
  );
}
