import { type ReactiveElement, html } from 'lit';
import { type Messages, en } from '../base/messages.js';
import { LazyPart, adoptPartStyles } from '../base/lazy-part.js';

/** What the list of keys reads from its board and tells it. */
export interface KeysHelpPort {
  /** The shared texts in the board's language. */
  text(): Messages;
  /** The game's own keys, listed before the common ones. */
  gameKeys(): readonly string[];
  /** The same in English, line for line, where the game's words have them (which keys each line is about). */
  englishKeys(): readonly string[] | null;
  /** Reads a text out in the live region. */
  announce(text: string): void;
}

/**
 * The list of keys that `?` and the Keys button open: its code loads the first time it opens, and the board's update
 * waits for it (`loading`), so that it never renders open and empty.
 */
export class KeysHelp {
  private shown = false;
  private readonly part: LazyPart<typeof import('../render/help.js')>;

  constructor(
    private readonly host: ReactiveElement,
    private readonly port: KeysHelpPort,
  ) {
    this.part = new LazyPart(host, 'the list of keys', () =>
      import('../render/help.js').then((help) => (adoptPartStyles(host, help.helpStyles), help)),
    );
  }

  /** Whether the list is open. */
  get open(): boolean {
    return this.shown;
  }
  set open(open: boolean) {
    this.shown = open;
    this.host.requestUpdate();
  }

  /** While the list is open and its code still loading: the load to wait for; else null. */
  get loading(): Promise<void> | null {
    return this.shown ? this.part.want() : null;
  }

  /** The list, hidden until it opens; its place is held until its code is in (the Keys button names it). */
  render(): unknown {
    const help = this.part.current;
    if (!help) return html`<div id="help" hidden></div>`;
    const m = this.port.text();
    return help.renderHelp(m.keysTitle, this.lines(help, m), this.shown);
  }

  /** Opens or closes the list, reading it out when it opens (once its code is in). */
  toggle(): void {
    this.open = !this.shown;
    if (!this.shown) return;
    void Promise.resolve(this.part.want()).then(() => {
      const help = this.part.current;
      const m = this.port.text();
      if (help && this.shown) this.port.announce(m.sentences([m.keysTitle, ...this.lines(help, m)]));
    });
  }

  private lines(help: typeof import('../render/help.js'), m: Messages): string[] {
    const game = this.port.gameKeys();
    return help.keyList(game, m.commonKeys, this.port.englishKeys() ?? game, en.commonKeys);
  }
}
