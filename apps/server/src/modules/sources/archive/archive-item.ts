/**
 * One Internet Archive item as its metadata API describes it (`GET /metadata/{identifier}`), read
 * loosely: numbers arrive as strings, unknown or dark items answer `{}`, and malformed file
 * entries are skipped rather than failing the item.
 */
import { z } from 'zod';

/** A file of an item; `height` in pixels and `size` in bytes when the archive knows them. */
export interface ArchiveFile {
  name: string;
  format?: string | undefined;
  height?: number | undefined;
  size?: number | undefined;
}

/** What we use of an item: its files and the language its metadata gives, if any. */
export interface ArchiveItem {
  identifier: string;
  /** the item's language metadata ('eng', 'English'), first value when it lists several */
  language: string | undefined;
  files: ArchiveFile[];
}

const numberish = z
  .union([z.number(), z.string()])
  .transform((value) => Number(value))
  .pipe(z.number().positive())
  .optional()
  .catch(undefined);

const archiveFileSchema = z.object({
  name: z.string().min(1).max(1000),
  format: z.string().optional().catch(undefined),
  height: numberish,
  size: numberish,
});

const languageSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => {
    const first = (Array.isArray(value) ? value[0] : value)?.trim();
    return first === '' ? undefined : first;
  })
  .optional()
  .catch(undefined);

const metadataAnswerSchema = z.object({
  metadata: z.object({ language: languageSchema }).optional().catch(undefined),
  files: z.array(z.unknown()).optional().catch(undefined),
});

/**
 * Reads a metadata answer.
 * @throws ZodError when the answer is not a JSON object
 */
export function parseArchiveItem(identifier: string, json: unknown): ArchiveItem {
  const answer = metadataAnswerSchema.parse(json);
  const files = (answer.files ?? []).flatMap((entry) => {
    const file = archiveFileSchema.safeParse(entry);
    return file.success ? [file.data] : [];
  });
  return { identifier, language: answer.metadata?.language, files };
}
