/**
 * The style rules of docs/architecture.md#styles: no stylesheet over 400 lines, colours only from the
 * design tokens (web/src/styles/tokens.css; at most 15 raw colour literals elsewhere), and AA contrast
 * (4.5:1) for every text/background pair of tokens. Plain functions over file texts, so the test can
 * feed them samples that break each rule.
 */

export const MAX_CSS_LINES = 400;
export const MAX_RAW_COLOURS = 15;
export const AA_TEXT = 4.5;

export interface SourceFile {
  path: string;
  text: string;
}

/** Files with more lines than `max`, as "path: N lines". */
export function oversized(files: SourceFile[], max = MAX_CSS_LINES): string[] {
  return files
    .map((f) => ({ path: f.path, lines: f.text.replace(/\n$/, '').split('\n').length }))
    .filter((f) => f.lines > max)
    .map((f) => `${f.path}: ${f.lines} lines`);
}

// CSS Color 4 named colours; `transparent` and `currentColor` are not palette choices and do not count.
const NAMED = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
  cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray
  darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
  darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
  firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
  hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
  lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue
  mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred
  midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
  palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
  rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
  slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen`.split(/\s+/),
);

const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const HEX = /#[0-9a-f]{3,8}\b/gi;

/** Raw colour literals (hex, colour functions, named colours) in one text's property values. */
export function rawColours(text: string): string[] {
  const found: string[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '');
  // A value runs from a property's colon to `;` or `}`: selectors (`a:hover`, `#id`) are not values.
  for (const [, value = ''] of code.matchAll(/[\w-]+\s*:\s*([^;{}]*)[;}]/g)) {
    found.push(...(value.match(HEX) ?? []), ...(value.match(FUNCTION) ?? []));
    for (const word of value.match(/(?<![\w-])[a-z]+(?![\w-(])/gi) ?? []) {
      if (NAMED.has(word.toLowerCase())) found.push(word);
    }
  }
  return found;
}

/** Custom properties declared in a token file's `:root`. */
export function tokensOf(text: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [, name = '', value = ''] of text.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) tokens.set(name, value.trim());
  return tokens;
}

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** A colour token's value as RGBA: `#rgb`, `#rrggbb`, `rgb(r g b / a)`, or `var(--other)`. */
export function colourOf(value: string, tokens: Map<string, string>): Rgba {
  const ref = value.match(/^var\((--[\w-]+)\)$/);
  if (ref?.[1]) {
    const target = tokens.get(ref[1]);
    if (target === undefined) throw new Error(`unknown token ${ref[1]}`);
    return colourOf(target, tokens);
  }
  const hex = value.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0, a: 1 };
  }
  const rgb = value.match(/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+))?\s*\)$/);
  if (rgb) {
    const [, r = '0', g = '0', b = '0', a = '1'] = rgb;
    return { r: Number(r), g: Number(g), b: Number(b), a: Number(a) };
  }
  throw new Error(`not a colour the check reads: ${value}`);
}

const over = (top: Rgba, below: Rgba): Rgba => ({
  r: top.r * top.a + below.r * (1 - top.a),
  g: top.g * top.a + below.g * (1 - top.a),
  b: top.b * top.a + below.b * (1 - top.a),
  a: 1,
});

const luminance = ({ r, g, b }: Rgba): number => {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
};

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** WCAG contrast ratio of text on a background; translucent colours are laid over what is under them. */
export function contrast(text: Rgba, background: Rgba, under: Rgba = WHITE): number {
  const bg = over(background, under);
  const fg = over(text, bg);
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

/** A text colour token on a background token, optionally over a third (for translucent backgrounds). */
export interface Pair {
  text: string;
  background: string;
  under?: string;
  where: string;
}

/** Each pair with its ratio, lowest first. */
export function ratios(pairs: Pair[], tokens: Map<string, string>): (Pair & { ratio: number })[] {
  const colour = (name: string) => colourOf(`var(${name})`, tokens);
  return pairs
    .map((p) => ({
      ...p,
      ratio: contrast(colour(p.text), colour(p.background), p.under ? colour(p.under) : WHITE),
    }))
    .sort((x, y) => x.ratio - y.ratio);
}
