import type { DefaultDomainId } from '@lifewheel/wheel';

/**
 * One self-coaching tool of the premium library. Plain text only in every string (no HTML or
 * Markdown); the web app adds the numbering of steps itself.
 */
export interface CoachingTool {
  /** kebab-case, unique and stable: used in URLs, so never rename one that has shipped. */
  id: string;
  title: string;
  /** One line, at most 120 characters, shown on the public overview page. */
  summary: string;
  /** 1-3 domains; the first is the primary domain (the data file the tool lives in). */
  domains: DefaultDomainId[];
  /** Time needed for one sitting, in minutes. */
  minutes: number;
  /** What it is for, 1-3 sentences. */
  purpose: string;
  /** 3-8 steps a person can follow alone. */
  steps: string[];
  /** 2-5 reflection prompts. */
  prompts: string[];
  /** The method the tool draws on, with real sources that include a year. */
  method: { name: string; source: string };
}
