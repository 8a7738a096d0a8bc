/** `source` with each line that is one long single-quoted string cut at spaces into parts joined by `+`. */
export function wrapLongStrings(source: string, width?: number): string;
