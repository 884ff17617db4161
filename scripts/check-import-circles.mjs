// `npm run check:circles` (part of `npm run lint`): no module may import, even
// through others or for types only, a module that imports it back. Apps sit
// above packages and a package never imports an app (docs/architecture.md);
// a circle inside a folder is the same mistake at a smaller scale.
import madge from 'madge';

const ROOTS = ['apps/server/src', 'apps/web/src', 'packages'];

const result = await madge(ROOTS, {
  fileExtensions: ['ts', 'tsx'],
  excludeRegExp: [/node_modules/, /\/dist\//, /\.test\.tsx?$/],
  // Type imports count: a circle of types is still two files that cannot be read apart.
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});

const circles = result.circular();
for (const circle of circles) console.error(`import circle: ${circle.join(' > ')}`);
console.log(`import circles: ${Object.keys(result.obj()).length} modules, ${circles.length} circles`);
process.exit(circles.length === 0 ? 0 : 1);
