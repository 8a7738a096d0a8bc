// Types of doc-lists.mjs, for its test.
/** A docs page of the sidebar: its id, title, group and name in the group, and the file that makes it. */
export interface SidebarPage {
  id: string;
  title: string;
  group: string;
  name: string;
  file: string;
}
/** One group of the README's list of pages, parsed. */
export interface ListedGroup {
  group: string;
  intro: string;
  items: { text: string; target: string; rest: string }[];
  outro: string;
}
/** A Storybook index, as `storybook index` writes it (only what these functions read). */
export interface StoryIndexLike {
  entries: Record<string, { id: string; type: string; title: string; importPath: string }>;
}
/** An attribute of custom-elements.json. */
export interface ManifestAttribute {
  name: string;
  description?: string;
  default?: string;
  type?: { text: string };
}
/** The README's list of pages lies between these two lines. */
export const README_MARKS: [string, string];
/** The Modes page's table of shared attributes lies between these two lines. */
export const ATTRIBUTES_MARKS: [string, string];
/** The sidebar's docs pages in its order. */
export function sidebarPages(index: StoryIndexLike): SidebarPage[];
/** The files a page's MDX shows as raw Markdown, as paths from the repository's root. */
export function rawImports(mdxPath: string, mdxText: string): string[];
/** The text between a file's two marks, and the text around it. */
export function between(
  text: string,
  marks: [string, string],
  path: string,
): { before: string; inner: string; after: string };
/** The README's list of pages, parsed. */
export function parsePageList(inner: string): ListedGroup[];
/** What differs between the parsed list and the sidebar's pages. */
export function pageListProblems(
  groups: ListedGroup[],
  pages: SidebarPage[],
  rawOf?: (page: SidebarPage) => string[],
): string[];
/** The README's list as the sidebar makes it. */
export function writePageList(
  pages: SidebarPage[],
  old: ListedGroup[],
  targetOf?: (page: SidebarPage, old?: string) => string,
): string;
/** The attributes every element of the manifest has. */
export function sharedAttributes(manifest: {
  modules: {
    declarations?: { name?: string; customElement?: boolean; tagName?: string; attributes?: ManifestAttribute[] }[];
  }[];
}): ManifestAttribute[];
/** Markdown text made safe for a table cell of an MDX page. */
export function cellText(text: string | undefined): string;
/** The Modes page's table: one row per shared attribute. */
export function attributesTable(attributes: ManifestAttribute[]): string;
/** The Storybook addresses a text links that the index does not have. */
export function deadLinks(text: string, index: StoryIndexLike): string[];
/** The pages of `groups` (but `self`) that `text` does not link. */
export function unlinkedPages(text: string, pages: SidebarPage[], groups: string[], self?: string): string[];
/** Whether `text` links the given pages in their order. */
export function linkedInOrder(text: string, pages: SidebarPage[]): boolean;
