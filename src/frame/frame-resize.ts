/**
 * For the page that embeds `frame.html`: gives each game frame the height of its content, as the
 * frame reports it. Load it once on the page (`<script src=".../frame-resize.js" defer>`); it
 * needs no inline script, so it works under a strict Content Security Policy.
 */
addEventListener('message', (event: MessageEvent) => {
  const data = event.data as { source?: unknown; type?: unknown; height?: unknown } | null;
  if (!data || data.source !== 'board-game-elements' || data.type !== 'resize') return;
  if (typeof data.height !== 'number' || !Number.isFinite(data.height) || data.height <= 0) return;
  for (const frame of document.querySelectorAll('iframe')) {
    if (frame.contentWindow === event.source) frame.style.height = `${Math.min(data.height, 10000)}px`;
  }
});
