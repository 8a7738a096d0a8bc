/**
 * Long texts written into sources (a puzzle's moves) as concatenations of parts that fit the formatter's width:
 * Prettier never breaks a string, so a line of moves would run past the 120 columns the sources keep.
 */

/** `source` with each line that is one long single-quoted string (and a comma) cut at spaces into parts joined by `+`. */
export function wrapLongStrings(source, width = 120) {
  return source.replace(/^( *)'([^'\\\n]*)',$/gm, (line, indent, text) => {
    if (line.length <= width) return line;
    const room = width - indent.length - 8;
    const parts = [];
    let rest = text;
    while (rest.length > room) {
      const cut = rest.lastIndexOf(' ', room);
      if (cut <= 0) break;
      parts.push(rest.slice(0, cut + 1));
      rest = rest.slice(cut + 1);
    }
    parts.push(rest);
    return `${indent}${parts.map((p) => `'${p}'`).join(` +\n${indent}  `)},`;
  });
}
