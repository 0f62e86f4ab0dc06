export interface PageSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

/** A page's text (its title: pageTitle in titles.ts). */
export interface StaticPageContent {
  intro: string;
  sections: PageSection[];
  updated: string;
}
