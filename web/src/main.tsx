import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n.js';
import { QuickAssessmentPage } from './pages/quick-assessment.js';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QuickAssessmentPage />
  </StrictMode>,
);
