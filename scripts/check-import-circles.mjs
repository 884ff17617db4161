// `npm run check:circles` (part of `npm run lint`): no module may import, even
// through others or for types only, a module that imports it back. Apps sit
// above packages and a package never imports an app (docs/architecture.md);
// a circle inside a folder is the same mistake at a smaller scale.
import madge from 'madge';

const ROOTS = ['apps/server/src', 'apps/web/src', 'packages'];

// Known and waiting (issue 35, "the rooms"): the Kysely table types of
// packages/db import each other (schema.ts <-> schemaOrders.ts and its
// siblings). That room waits until the company accounts (issue 34) have
// merged; until then a circle made only of those files is reported, not
// failed. Every other circle fails the check.
const ALLOWED = [
  {
    reason: 'packages/db table types (issue 35: one leaf module per group)',
    matches: (circle) => circle.every((file) => /^packages\/db\/src\/schema\w*\.ts$/.test(file)),
  },
];

const result = await madge(ROOTS, {
  fileExtensions: ['ts', 'tsx'],
  excludeRegExp: [/node_modules/, /\/dist\//, /\.test\.tsx?$/],
  // Type imports count: a circle of types is still two files that cannot be read apart.
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});

const circles = result.circular();
const allowed = circles.filter((circle) => ALLOWED.some((rule) => rule.matches(circle)));
const failing = circles.filter((circle) => !allowed.includes(circle));

for (const circle of allowed) console.log(`import circle, allowed for now: ${circle.join(' > ')}`);
for (const circle of failing) console.error(`import circle: ${circle.join(' > ')}`);
console.log(
  `import circles: ${Object.keys(result.obj()).length} modules, ${failing.length} circles, ${allowed.length} allowed (issue 35)`,
);
process.exit(failing.length === 0 ? 0 : 1);
