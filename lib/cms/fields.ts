/**
 * The editor's fields (Sveltia CMS, /admin) generated from the zod schemas that check the content at build,
 * through their JSON Schema: each property becomes a field with the same requirements (required, lengths,
 * patterns, choices, dates, whole numbers), its label, hint and kind of input from the schema's `.meta()`. A schema the
 * editor cannot express stops the build here rather than producing a form that accepts what the build refuses.
 */
import { z } from 'zod';

/** A Sveltia CMS field, as its configuration takes it. */
export type EditorField = FieldBase & { widget: string } & Record<string, unknown>;
interface FieldBase {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
}

interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  widget?: 'text' | 'image' | 'relation';
  /** For a relation: the collection whose entries it names, by slug. */
  collection?: string;
  /** `hidden`: kept as it is in the file, never shown; `omit`: left out of the form (the build fills it in). */
  editor?: 'hidden' | 'omit' | 'fixed';
  accept?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string | number;
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  [key: string]: unknown;
}

interface Check {
  _zod: { def: { check?: string; format?: string; error?: (issue: unknown) => unknown } };
}

/**
 * The JSON Schema of a zod schema as its input is written in a file (defaults make a field optional), with
 * each pattern's own message (`patternMessage`), which JSON Schema has no place for.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const checks = ((zodSchema as unknown as { _zod: { def: { checks?: Check[] } } })._zod.def.checks ?? []).map((c) => c._zod.def);
      const regex = checks.find((check) => check.check === 'string_format' && check.format === 'regex');
      const message = regex?.error?.({});
      if (typeof message === 'string') (jsonSchema as JsonSchema).patternMessage = message;
    },
  }) as JsonSchema;
}

const label = (name: string, node: JsonSchema) => node.title ?? name.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

function lengths(node: JsonSchema) {
  return {
    ...(node.minLength !== undefined && node.minLength > 1 ? { minlength: node.minLength } : {}),
    ...(node.maxLength !== undefined ? { maxlength: node.maxLength } : {}),
  };
}

/** A field for one property of an object schema. */
export function fieldOf(name: string, node: JsonSchema, required: boolean): EditorField {
  const base: FieldBase = {
    name,
    label: label(name, node),
    required,
    ...(node.description ? { hint: node.description } : {}),
    ...(node.default !== undefined ? { default: node.default } : {}),
  };
  // A hidden field keeps the file's value; the schema's hint and requirement are for fields a person fills in.
  if (node.editor === 'hidden' || node.const !== undefined) return { name, label: base.label, widget: 'hidden', default: node.const };
  if (node.enum) {
    return { ...base, widget: 'select', options: node.enum.map((value) => ({ label: String(value), value })) };
  }
  switch (node.type) {
    case 'string': {
      if (node.format === 'date') return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
      const pattern = node.pattern ? { pattern: [node.pattern, patternMessage(node)] } : {};
      // A choice among the entries of another collection, named by their slug.
      if (node.widget === 'relation') {
        return {
          ...base,
          widget: 'relation',
          collection: node.collection,
          value_field: '{{slug}}',
          search_fields: ['title'],
          display_fields: ['title'],
        };
      }
      // The editor sets an upload's path when it saves (media folders, lib/cms/config.ts); the save check reads it then.
      if (node.widget === 'image') return { ...base, widget: 'image', accept: node.accept, choose_url: false };
      return { ...base, widget: node.widget === 'text' ? 'text' : 'string', ...lengths(node), ...pattern };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', default: node.default ?? false };
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
      };
    case 'array':
      return listField(base, node);
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(node) };
    default:
      throw new Error(`lib/cms/fields.ts: the editor has no field for "${name}" (${JSON.stringify(node).slice(0, 120)})`);
  }
}

/** The message of a pattern, which zod keeps on the check rather than in the JSON Schema. */
function patternMessage(node: JsonSchema): string {
  return typeof node.patternMessage === 'string' ? node.patternMessage : `must match ${node.pattern}`;
}

function listField(base: FieldBase, node: JsonSchema): EditorField {
  const items = node.items ?? {};
  const count = {
    ...(node.minItems ? { min: node.minItems } : {}),
    ...(node.editor === 'fixed' ? { allow_add: false, allow_remove: false } : {}),
  };
  if (items.enum) {
    return { ...base, widget: 'select', multiple: true, options: items.enum.map((value) => ({ label: String(value), value })), ...count };
  }
  if (items.type === 'object') return { ...base, widget: 'list', fields: fieldsOf(items), ...count };
  // A list of plain values: one field per item, with the item's own rules.
  return { ...base, widget: 'list', field: fieldOf('item', items, true), ...count };
}

/** The fields of an object schema, in order; `skip` names properties the editor handles on its own. */
export function fieldsOf(node: JsonSchema, skip: readonly string[] = []): EditorField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([name, property]) => !skip.includes(name) && property.editor !== 'omit')
    .map(([name, property]) => fieldOf(name, property, required.has(name)));
}
