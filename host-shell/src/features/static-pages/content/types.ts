export interface PageSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

export interface StaticPageContent {
  /** The page's <h1> (test-facing, docs/CONTRACTS.md). */
  title: string;
  intro: string;
  sections: PageSection[];
  updated: string;
}
