import type { OpenAPIV3_1 } from 'openapi-types';

type Schema = OpenAPIV3_1.SchemaObject;
type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const itemsOf = (schema: Schema) => (schema as { items?: Schema }).items;

const escape = (text: unknown) =>
  String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Text with `code` spans, as the document's description writes them. */
const withCode = (text: string) =>
  escape(text).replaceAll(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

/** A schema's type in a few words: 'string (uuid)', 'integer ≥ 1', 'one of: a, b', 'array of object'. */
function typeOf(schema: Schema | undefined): string {
  if (!schema) return '';
  if (schema.enum) return `one of: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  if ('const' in schema) return JSON.stringify(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return (options as Schema[]).map(typeOf).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array') return `array of ${typeOf(itemsOf(schema))}`;
  const details = [
    schema.format,
    schema.minimum !== undefined && `≥ ${schema.minimum}`,
    schema.maximum !== undefined && `≤ ${schema.maximum}`,
    schema.minLength !== undefined && `min ${schema.minLength} chars`,
    schema.maxLength !== undefined && `max ${schema.maxLength} chars`,
  ].filter(Boolean);
  return details.length > 0 ? `${type} (${details.join(', ')})` : type;
}

/** The fields of an object schema as table rows, nested objects one level down with a dotted name. */
function fieldRows(schema: Schema | undefined, prefix = '', depth = 0): string {
  const properties: Record<string, Schema> | undefined = schema?.properties;
  if (!properties) return '';
  const required = new Set(schema?.required ?? []);
  return Object.entries(properties)
    .map(([name, field]) => {
      const row = `<tr><td><code>${escape(prefix + name)}</code></td><td>${escape(typeOf(field))}</td><td>${
        required.has(name) ? 'yes' : ''
      }</td></tr>`;
      const inner = field.type === 'array' ? itemsOf(field) : field;
      return depth < 2 && inner?.properties ? row + fieldRows(inner, `${prefix}${name}.`, depth + 1) : row;
    })
    .join('');
}

function fieldTable(title: string, rows: string): string {
  if (!rows) return '';
  return `<h4>${title}</h4><table><thead><tr><th>Field</th><th>Type</th><th>Required</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function parameterRows(operation: Operation, where: 'path' | 'query'): string {
  return ((operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[])
    .filter((parameter) => parameter.in === where)
    .map(
      (parameter) =>
        `<tr><td><code>${escape(parameter.name)}</code></td><td>${escape(typeOf(parameter.schema as Schema))}</td><td>${
          parameter.required ? 'yes' : ''
        }</td></tr>`,
    )
    .join('');
}

function jsonSchemaOf(content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined): Schema | undefined {
  const media = content?.['application/json'] ?? content?.['multipart/form-data'];
  return media?.schema;
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const access = operation.security ? 'signed in' : 'public';
  const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const responses = Object.entries(operation.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
  const success = responses.filter(([status]) => status.startsWith('2'));
  const errors = responses.filter(([status]) => !status.startsWith('2'));
  return `<section class="operation" id="${escape(operation.operationId ?? `${method}-${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(operation.summary ?? '')} <span class="access">${access}</span></p>
${fieldTable('Path parameters', parameterRows(operation, 'path'))}
${fieldTable('Query', parameterRows(operation, 'query'))}
${fieldTable(
  body?.content?.['multipart/form-data'] ? 'Body (multipart form)' : 'Body (JSON)',
  fieldRows(jsonSchemaOf(body?.content)),
)}
${success
  .map(
    ([status, response]) =>
      fieldTable(`Answer ${status}`, fieldRows(jsonSchemaOf(response.content))) ||
      `<h4>Answer ${status}</h4>`,
  )
  .join('')}
<p class="errors">Errors: ${errors.map(([status, response]) => `<abbr title="${escape(response.description)}">${status}</abbr>`).join(', ')}</p>
</section>`;
}

/**
 * The OpenAPI document as one HTML page: a section per area, each call with its input, answer and
 * errors. Only HTML and a style element: it works offline and under the shop's CSP (no scripts).
 */
export function renderReferencePage(
  document: OpenAPIV3_1.Document,
  areaOrder: readonly string[] = [],
): string {
  const byArea = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const area = operation.tags?.[0] ?? 'Other';
      byArea.set(area, [
        ...(byArea.get(area) ?? []),
        renderOperation(method, path.replaceAll(/\{(\w+)\}/g, ':$1'), operation),
      ]);
    }
  }
  const rank = (area: string) => (areaOrder.includes(area) ? areaOrder.indexOf(area) : areaOrder.length);
  const areas = [...byArea.entries()].sort(([a], [b]) => rank(a) - rank(b));
  const slug = (area: string) => area.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#fff}
main{max-width:960px;margin:0 auto;padding:24px}
nav{display:flex;flex-wrap:wrap;gap:4px 16px}nav a{white-space:nowrap}
h2{border-bottom:2px solid #e5e7eb;padding-bottom:4px;margin-top:40px}
.operation{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:16px 0}
.operation h3{margin:0;font-size:16px}
.method{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:2px 6px}
.get{background:#1d4ed8}.post{background:#047857}.put,.patch{background:#b45309}.delete{background:#b91c1c}
.access{font-size:13px;color:#4b5563;border:1px solid #d1d5db;border-radius:999px;padding:0 8px}
table{border-collapse:collapse;width:100%;font-size:14px;margin:4px 0}
th,td{text-align:left;border-bottom:1px solid #f3f4f6;padding:4px 8px;vertical-align:top}
h4{margin:12px 0 2px;font-size:14px}.errors{font-size:14px;color:#4b5563}
code{font-family:ui-monospace,monospace}
</style></head>
<body><main>
<h1>${escape(document.info.title)}</h1>
<p>${withCode(document.info.description ?? '')}</p>
<p>The same as OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav>${areas.map(([area]) => `<a href="#${slug(area)}">${escape(area)}</a>`).join('')}</nav>
${areas.map(([area, operations]) => `<h2 id="${slug(area)}">${escape(area)}</h2>${operations.join('\n')}`).join('\n')}
</main></body></html>
`;
}
