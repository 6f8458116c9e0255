import { z } from 'zod';

/**
 * Rich-text descriptions of plans, sections and activities (spec 002: "description stored as JSON
 * text"). They are kept as the structured document the editor (TipTap / ProseMirror) produces,
 * never as HTML: the server accepts only the node and mark types below, and the screens render
 * the document node by node, so a description can never inject markup or script.
 */
export const richTextNodeTypes = [
  'doc',
  'paragraph',
  'text',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'blockquote',
  'hardBreak',
  'horizontalRule',
  'codeBlock',
] as const;
export type RichTextNodeType = (typeof richTextNodeTypes)[number];

export const richTextMarkTypes = ['bold', 'italic', 'strike', 'underline', 'code'] as const;
export type RichTextMarkType = (typeof richTextMarkTypes)[number];

export interface RichTextMark {
  type: RichTextMarkType;
}

export interface RichTextNode {
  type: RichTextNodeType;
  text?: string;
  attrs?: { level?: number; start?: number };
  marks?: RichTextMark[];
  content?: RichTextNode[];
}

/** The whole description's plain text may be this long (a few pages). */
export const RICH_TEXT_MAX_CHARACTERS = 20_000;
/** Nesting deeper than this is not something a person writes. */
export const RICH_TEXT_MAX_DEPTH = 12;

const markSchema = z.object({ type: z.enum(richTextMarkTypes) }).strip();

const nodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z
    .object({
      type: z.enum(richTextNodeTypes),
      text: z.string().optional(),
      attrs: z
        .object({
          level: z.number().int().min(1).max(6).optional(),
          start: z.number().int().min(0).max(10_000).optional(),
        })
        .strip()
        .optional(),
      marks: z.array(markSchema).max(5).optional(),
      content: z.array(nodeSchema).max(2_000).optional(),
    })
    .strip(),
);

function depthOf(node: RichTextNode): number {
  return 1 + Math.max(0, ...(node.content ?? []).map(depthOf));
}

/** The plain text of a document (for lists, search and the length limit). */
export function richTextPlain(node: RichTextNode | null | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const inner = (node.content ?? []).map(richTextPlain).join(node.type === 'doc' || node.type.endsWith('List') ? '\n' : '');
  return inner;
}

/** An empty document: what a blank description is stored as. */
export function emptyRichText(): RichTextNode {
  return { type: 'doc', content: [] };
}

/** A document of plain paragraphs (seeds, the CLI, tests). */
export function richTextFromPlain(text: string): RichTextNode {
  const paragraphs = text.split(/\n{2,}/).filter((part) => part.trim() !== '');
  return {
    type: 'doc',
    content: paragraphs.map((part) => ({
      type: 'paragraph',
      content: [{ type: 'text', text: part.trim() }],
    })),
  };
}

/**
 * A description as sent by a screen or the CLI: a document object, or its JSON text; null or
 * absent means empty. Anything else (HTML, unknown nodes, a text node with children) is refused
 * with WORKPLAN_DESCRIPTION_INVALID, and an over-long one with WORKPLAN_DESCRIPTION_TOO_LONG.
 */
export const richTextSchema = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return emptyRichText();
    let raw: unknown = value;
    if (typeof value === 'string') {
      try {
        raw = JSON.parse(value);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'WORKPLAN_DESCRIPTION_INVALID',
        });
        return z.NEVER;
      }
    }
    const parsed = nodeSchema.safeParse(raw);
    if (!parsed.success || parsed.data.type !== 'doc' || !wellFormed(parsed.data)) {
      ctx.addIssue({ code: 'custom', message: 'WORKPLAN_DESCRIPTION_INVALID' });
      return z.NEVER;
    }
    if (depthOf(parsed.data) > RICH_TEXT_MAX_DEPTH || richTextPlain(parsed.data).length > RICH_TEXT_MAX_CHARACTERS) {
      ctx.addIssue({
        code: 'custom',
        message: 'WORKPLAN_DESCRIPTION_TOO_LONG',
      });
      return z.NEVER;
    }
    return parsed.data;
  });

/** Text nodes carry text and no children; only the root is a doc. */
function wellFormed(node: RichTextNode, root = true): boolean {
  if (node.type === 'doc' && !root) return false;
  if (node.type === 'text') return typeof node.text === 'string' && node.text.length > 0 && !node.content;
  if (node.text !== undefined) return false;
  return (node.content ?? []).every((child) => wellFormed(child, false));
}
