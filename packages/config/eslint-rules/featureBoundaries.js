// A web feature (apps/web/src/features/<name>) is used by other features only
// through its public entry, features/<name>/index.ts: its components, hooks
// and models stay free to change without breaking another feature.
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/** "catalog" and the path inside it, for a file under src/features; else null. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at < 0) return null;
  const [name, ...rest] = file.slice(at + FEATURES.length).split(path.sep);
  return { name, inner: rest.join('/') };
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "No imports from another feature's internals; use its index.ts" },
    messages: {
      internal: "Import '{{feature}}' through features/{{feature}}/index.ts, not its internals ({{inner}}).",
    },
    schema: [],
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.name === here.name) return;
      if (target.inner === '' || /^index(\.tsx?)?$/.test(target.inner)) return;
      context.report({ node, messageId: 'internal', data: { feature: target.name, inner: target.inner } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
