/**
 * A screen reader for the browser tests, reading Chromium's own accessibility tree (what NVDA, JAWS and VoiceOver read:
 * shadow roots flattened, names as the browser computes them) through the test runner's `a11y-tree` command. It has a
 * reading cursor that moves item by item or jumps to the next item of a role, as a screen reader's browse mode does;
 * it enters a widget (focus mode) and presses keys there, saying the focused item after each; and it says what live
 * regions announce, in order. Everything it says is kept in `spoken`, for the test to assert.
 */
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';

/** A node of the accessibility tree, as the test runner's command gives it. */
export interface AxNode {
  id: string;
  parent: string | null;
  children: string[];
  ignored: boolean;
  role: string;
  name: string;
  value: string;
  description: string;
  backendId: number | null;
  props: Record<string, unknown>;
}

/** Roles whose name is their content: read as one item, their text not read again. */
const NAMED_BY_CONTENT = new Set(['button', 'gridcell', 'cell', 'heading', 'link', 'option', 'tab', 'columnheader']);
/** Roles never read as items of their own. */
const SILENT = new Set([
  'generic',
  'none',
  'presentation',
  'InlineTextBox',
  'LineBreak',
  'RootWebArea',
  'row',
  'group',
]);

/** What a screen reader says of a node: its name, its role, its states. */
export function phrase(n: AxNode): string {
  if (n.role === 'StaticText') return n.name;
  const states = [
    n.props.selected === true ? 'selected' : '',
    n.props.disabled === true ? 'unavailable' : '',
    n.props.busy === true ? 'busy' : '',
    n.props.pressed === 'true' || n.props.pressed === true ? 'pressed' : '',
  ].filter(Boolean);
  return [n.name, n.role, n.value, ...states].filter(Boolean).join(', ');
}

export class ScreenReader {
  /** Everything said, in order: items read, focus changes, live announcements. */
  readonly spoken: string[] = [];
  /** What the live regions announced, in order. */
  readonly announced: string[] = [];
  private nodes = new Map<string, AxNode>();
  private items: AxNode[] = [];
  private cursor = -1;
  private focused: string | null = null;
  /** The text of each live region as last heard, by its node's DOM id. */
  private heard = new Map<number, string>();

  /** Reads the tree now; says what the live regions announced since the last reading. */
  async refresh(): Promise<void> {
    const list = (await executeServerCommand('a11y-tree')) as AxNode[];
    this.nodes = new Map(list.map((n) => [n.id, n]));
    const root = list.find((n) => n.role === 'RootWebArea') ?? list[0];
    this.items = [];
    if (root) this.walk(root);
    for (const region of list.filter((n) => this.isLiveRoot(n))) {
      const key = region.backendId ?? -1;
      const text = this.textOf(region).trim();
      if (text && text !== this.heard.get(key)) (this.spoken.push(text), this.announced.push(text));
      this.heard.set(key, text);
    }
    const focus = list.find((n) => n.props.focused === true && n.role !== 'RootWebArea');
    if (focus && focus.backendId !== null && String(focus.backendId) !== this.focused) {
      this.focused = String(focus.backendId);
      this.spoken.push(phrase(focus));
    }
  }

  /** Moves the reading cursor to the top of the page, as a screen reader's "top" key does. */
  top(): void {
    this.cursor = -1;
  }

  /**
   * Waits until an announcement made after the `mark`-th matches `pattern` (the computer's reply, the result), reading
   * the tree as it changes; returns it.
   */
  async hear(pattern: RegExp, mark: number, timeoutMs = 30_000): Promise<string> {
    const start = performance.now();
    for (;;) {
      const said = this.announced.slice(mark).find((s) => pattern.test(s));
      if (said !== undefined) return said;
      if (performance.now() - start > timeoutMs)
        throw new Error(`not heard: ${pattern}; announced since: ${JSON.stringify(this.announced.slice(mark))}`);
      await new Promise((r) => setTimeout(r, 20));
      await this.refresh();
    }
  }

  /** Whether an announcement comes after the `mark`-th within a few readings of the tree (a key that did nothing: none). */
  async answered(mark: number, readings = 12): Promise<boolean> {
    for (let i = 0; i < readings && this.announced.length <= mark; i++) {
      await new Promise((r) => setTimeout(r, 20));
      await this.refresh();
    }
    return this.announced.length > mark;
  }

  /** Moves the reading cursor to the next item and says it; null at the end of the page. */
  async next(): Promise<string | null> {
    await this.refresh();
    if (this.cursor + 1 >= this.items.length) return null;
    return this.say(this.items[++this.cursor]!);
  }

  /** Jumps the reading cursor to the next item of `role` (whose name matches `name`), as a quick-navigation key does. */
  async find(role: string, name: RegExp = /./): Promise<string> {
    await this.refresh();
    const at = this.items.findIndex((n, i) => i > this.cursor && n.role === role && name.test(n.name));
    if (at < 0) throw new Error(`no ${role} named ${name} after the reading cursor`);
    this.cursor = at;
    return this.say(this.items[at]!);
  }

  /** Reads on from the cursor through every item inside the one under it (a grid's cells), saying each. */
  async readInside(): Promise<AxNode[]> {
    const container = this.items[this.cursor];
    if (!container) throw new Error('nothing under the reading cursor');
    const read: AxNode[] = [];
    while (this.cursor + 1 < this.items.length && this.isInside(this.items[this.cursor + 1]!, container)) {
      const n = this.items[++this.cursor]!;
      this.say(n);
      read.push(n);
    }
    return read;
  }

  /** Enters the item under the cursor, or `node`, as a screen reader does on Enter in browse mode: focus moves there. */
  async enter(node: AxNode | undefined = this.items[this.cursor]): Promise<void> {
    if (!node?.backendId) throw new Error('the item has no element to focus');
    await executeServerCommand('a11y-focus', { backendId: node.backendId });
    await this.refresh();
  }

  /** Presses a key in focus mode, then says what changed: the focused item, and any live announcement. */
  async press(key: string): Promise<void> {
    await sendKeys({ press: key });
    await this.refresh();
  }

  /** The focused item, as last read. */
  get focus(): AxNode | undefined {
    return [...this.nodes.values()].find((n) => String(n.backendId) === this.focused);
  }

  private say(n: AxNode): string {
    const said = phrase(n);
    this.spoken.push(said);
    return said;
  }

  /** Items in reading order: named nodes that are not mere containers; a named-by-content node's text is not repeated. */
  private walk(n: AxNode): void {
    const hidden = n.props.hidden === true;
    if (hidden) return;
    const readable = !n.ignored && !SILENT.has(n.role) && (n.name.trim() !== '' || n.role === 'grid');
    if (readable) this.items.push(n);
    if (readable && NAMED_BY_CONTENT.has(n.role)) return;
    for (const c of n.children) {
      const child = this.nodes.get(c);
      if (child) this.walk(child);
    }
  }

  private isInside(n: AxNode, container: AxNode): boolean {
    for (let p = n.parent; p; p = this.nodes.get(p)?.parent ?? null) if (p === container.id) return true;
    return false;
  }

  private isLiveRoot(n: AxNode): boolean {
    const live = n.props.live;
    if (live !== 'polite' && live !== 'assertive') return false;
    const parent = n.parent ? this.nodes.get(n.parent) : undefined;
    return !(parent && (parent.props.live === 'polite' || parent.props.live === 'assertive'));
  }

  private textOf(n: AxNode): string {
    if (n.role === 'StaticText') return n.name;
    return n.children
      .map((c) => this.nodes.get(c))
      .filter((c): c is AxNode => !!c)
      .map((c) => this.textOf(c))
      .filter(Boolean)
      .join(' ');
  }
}
