import type { ScoreBand } from '@lifewheel/wheel';

/** One cited finding. Every source names its author(s) and year, e.g. 'Deci & Ryan (2000)'. */
export interface ResearchNote {
  /** 1 to 3 plain sentences, as modest as the evidence. */
  finding: string;
  sources: string[];
  /** The kind of evidence, e.g. 'meta-analysis of 148 studies', 'long-running cohort study', 'single experiment'. */
  evidence: string;
}

/** Results-page text for one score band (the band of the person's current score). */
export interface BandInsight {
  /** "What Your Score Might Reflect": 2 to 4 tentative sentences in the second person. */
  reflect: string;
  /** "Suggested Next Steps": 3 small steps a person can take this week. */
  nextSteps: string[];
  /** "Coaching Question": one open question. */
  coachingQuestion: string;
}

/** Results-page sections for one domain. */
export interface DomainInsight {
  /** "About This Domain": 2 to 3 sentences. */
  about: string;
  /** "Research-Backed Insight". */
  research: ResearchNote;
  bands: Record<ScoreBand, BandInsight>;
}

/** The info page of one default domain. */
export interface DomainPage {
  title: string;
  /** One line, shown under the domain's name; the same text as the default domain's descriptor in @lifewheel/wheel. */
  descriptor: string;
  /** At most 155 characters. */
  metaDescription: string;
  intro: string;
  covers: string[];
  signsOfBalance: string[];
  signsOfStrain: string[];
  research: ResearchNote[];
  reflectionQuestions: string[];
}
