import { RestError } from './errors.ts';

/**
 * Postgres parses some request values recursively (json, regular expressions, tsquery). Under
 * PGlite, deep enough nesting overflows the WebAssembly stack and corrupts the database
 * instance instead of raising an error, so nesting is bounded before any value reaches SQL.
 */
export const maxValueNesting = 64;
export const maxBodyNesting = 128;
/** Bounds on the query grammar itself (embeds inside embeds, `or` inside `and`…). */
export const maxSelectDepth = 16;
export const maxLogicDepth = 64;

/** Deepest nesting of brackets in `text`, skipping JSON string contents when `json` is set. */
export function nestingDepth(text: string, json: boolean): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (json && inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (json && char === '"') inString = true;
    else if (char === '[' || char === '{' || char === '(') deepest = Math.max(deepest, ++depth);
    else if ((char === ']' || char === '}' || char === ')') && depth > 0) depth--;
  }
  return deepest;
}

/** Refuses a filter value or RPC argument nested deeper than `maxValueNesting`. */
export function checkValue(value: string): string {
  if (nestingDepth(value, false) > maxValueNesting) {
    throw new RestError(
      400,
      'PGRST100',
      'Value nested too deeply',
      `Brackets may nest at most ${maxValueNesting} levels in a filter or argument.`,
    );
  }
  return value;
}

/** Refuses a JSON body nested deeper than `maxBodyNesting`. */
export function checkBody(text: string): string {
  if (nestingDepth(text, true) > maxBodyNesting) {
    throw new RestError(400, 'PGRST102', 'JSON nested too deeply', `The body may nest at most ${maxBodyNesting} levels.`);
  }
  return text;
}
