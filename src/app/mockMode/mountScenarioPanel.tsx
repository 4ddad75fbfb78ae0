import '../styles.ts';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '../theme.ts';
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
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <ScenarioPanel />
      </MantineProvider>
    </StrictMode>,
  );
}
