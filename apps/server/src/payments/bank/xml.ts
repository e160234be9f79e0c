/**
 * Safe XML reading for bank files: fast-xml-parser with entity expansion off, any DOCTYPE
 * refused (no external entities, no "billion laughs"), a size cap; the five predefined entities
 * and character references are decoded here, nothing else.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_STATEMENT_BYTES } from './types.ts';

export type XmlNode = Record<string, unknown>;

const PREDEFINED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** Decodes the predefined entities and numeric character references; leaves anything else. */
export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return PREDEFINED[ref] ?? whole;
  });
}

/**
 * Parses a bank XML file into plain objects (namespace prefixes removed, attributes as `@Name`,
 * every value a string); `arrays` lists the element names that are always arrays.
 */
export function parseBankXml(
  xml: string,
  arrays: readonly string[],
): { ok: true; doc: XmlNode } | { ok: false; error: string } {
  if (Buffer.byteLength(xml, 'utf8') > MAX_STATEMENT_BYTES) {
    return { ok: false, error: `the file is larger than ${MAX_STATEMENT_BYTES} bytes` };
  }
  const text = xml.replace(/^\uFEFF?\s*/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    return { ok: false, error: 'a DOCTYPE or entity declaration is not allowed' };
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    return { ok: false, error: `malformed XML: line ${valid.err.line}: ${valid.err.msg}` };
  }
  const always = new Set(arrays);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    htmlEntities: false,
    trimValues: true,
    isArray: (name) => always.has(name),
  });
  try {
    return { ok: true, doc: parser.parse(text) as XmlNode };
  } catch (error) {
    return { ok: false, error: `malformed XML: ${(error as Error).message}` };
  }
}

/** The child object at `path`, or undefined (a repeated element: its first). */
export function child(node: unknown, ...path: string[]): unknown {
  let at: unknown = node;
  for (const name of path) {
    if (Array.isArray(at)) at = at[0];
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as XmlNode)[name];
  }
  return Array.isArray(at) ? at[0] : at;
}

/** The element's text (an element with attributes keeps it in `#text`), decoded; null if none. */
export function textOf(node: unknown): string | null {
  if (typeof node === 'string') return node === '' ? null : decodeXmlText(node);
  if (node !== null && typeof node === 'object' && '#text' in node) {
    const t = (node as XmlNode)['#text'];
    return typeof t === 'string' && t !== '' ? decodeXmlText(t) : null;
  }
  return null;
}

/** `textOf(child(node, ...path))`. */
export function textAt(node: unknown, ...path: string[]): string | null {
  return textOf(child(node, ...path));
}

/** The element(s) at `name` as an array (absent: empty). */
export function listOf(node: unknown, name: string): unknown[] {
  if (node === null || typeof node !== 'object') return [];
  const v = (node as XmlNode)[name];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

/** An attribute's value, decoded; null if absent. */
export function attrOf(node: unknown, name: string): string | null {
  if (node === null || typeof node !== 'object') return null;
  const v = (node as XmlNode)[`@${name}`];
  return typeof v === 'string' ? decodeXmlText(v) : null;
}
