/** A page's query string as Next hands it over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The props of a page that reads its query string. */
export interface QueryPageProps {
  searchParams: Promise<SearchParams>;
}
