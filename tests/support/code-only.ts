/**
 * The bundle's code with the contents of strings, template texts, regular expressions and comments
 * blanked: a short minified alias can occur by chance in data (locale tables, messages), never in code.
 * A small scanner, not a parser: esbuild's output is regular enough for it.
 */
export function codeOnly(source: string): string {
  let out = '';
  let i = 0;
  /** Open template literals, and for each the depth of `${` braces inside it. */
  const templates: number[] = [];
  let last = ''; // the last significant character of code, to tell a regex from a division
  const regexCanStart = () =>
    last === '' ||
    '(,=:[!&|?{};+-*%<>~^'.includes(last) ||
    /\b(?:return|typeof|case|void|delete|throw|in|of|else|do|new|yield|await)\s*$/.test(out.slice(-12));
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (templates.length > 0 && c === '}' && templates[templates.length - 1] === 0) {
      templates.pop();
      i = skipTemplate(source, i + 1, templates);
      out += '""';
      last = '"';
      continue;
    }
    if (c === '"' || c === "'") {
      i = skipQuoted(source, i, c);
      out += '""';
      last = '"';
    } else if (c === '`') {
      i = skipTemplate(source, i + 1, templates);
      out += '""';
      last = '"';
    } else if (c === '/' && next === '/') {
      i = source.indexOf('\n', i);
      if (i < 0) i = source.length;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (c === '/' && regexCanStart()) {
      i = skipRegex(source, i);
      out += '/x/';
      last = '/';
    } else {
      const open = templates.length - 1;
      if (open >= 0 && (c === '{' || c === '}')) templates[open] = (templates[open] ?? 0) + (c === '{' ? 1 : -1);
      out += c;
      if (!/\s/.test(c)) last = c;
      i += 1;
    }
  }
  return out;
}

function skipQuoted(s: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < s.length && s[i] !== quote && s[i] !== '\n') i += s[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** From just inside a template text to just after it, or into a `${` (then pushed on `templates`). */
function skipTemplate(s: string, start: number, templates: number[]): number {
  let i = start;
  while (i < s.length) {
    if (s[i] === '\\') i += 2;
    else if (s[i] === '`') return i + 1;
    else if (s[i] === '$' && s[i + 1] === '{') {
      templates.push(0);
      return i + 2;
    } else i += 1;
  }
  return i;
}

function skipRegex(s: string, start: number): number {
  let i = start + 1;
  let inClass = false;
  while (i < s.length && s[i] !== '\n') {
    const c = s[i];
    if (c === '\\') i += 2;
    else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) break;
      i += 1;
    }
  }
  i += 1;
  while (i < s.length && /[a-z]/.test(s[i] as string)) i += 1;
  return i;
}
